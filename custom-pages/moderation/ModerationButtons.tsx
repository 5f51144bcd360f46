// Accepter, Refuser, Archiver on each row of the Question and UserComment lists (spec 000 §4), one row action each so
// that the row keeps two buttons and puts the others in its menu; the current status's button is disabled.
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import type { ReactElement } from 'react';
import { ActionButton } from '../../schema-adapters/actions';
import type { ListRowActionProps } from '../../schema-adapters/list/rowActions';
import { MODERATION_BUTTONS } from './moderation';
import { useModeration } from './useModeration';

type Moderation = (typeof MODERATION_BUTTONS)[number];

/** Drawn on a row as icons (their labels in their tooltips), in its menu beside their labels. */
const ICONS: Record<Moderation['status'], ReactElement> = {
  published: <CheckCircleOutlineIcon fontSize="small" />,
  rejected: <BlockIcon fontSize="small" />,
  archived: <ArchiveOutlinedIcon fontSize="small" />,
};

function ModerationButton({ schema, record, action }: ListRowActionProps & { action: Moderation }) {
  const { mutate, isPending } = useModeration(schema, record);
  return (
    // The row opens the record on click: the button's click stays here.
    <ActionButton
      label={action.label}
      icon={ICONS[action.status]}
      color={action.color}
      disabled={isPending || record.status === action.status}
      onClick={(event) => {
        event.stopPropagation();
        mutate(action.status);
      }}
    />
  );
}

/** The row action of one status. */
export const moderationButtonOf = (action: Moderation) =>
  function ModerationRowButton(props: ListRowActionProps) {
    return <ModerationButton {...props} action={action} />;
  };
