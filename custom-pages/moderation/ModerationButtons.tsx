// Accepter, Refuser, Archiver on each row of the Question and UserComment lists (spec 000 §4), one row action each so
// that the row keeps two buttons and puts the others in its menu; the current status's button is disabled.
import Button from '@mui/material/Button';
import type { ListRowActionProps } from '../../schema-adapters/list/rowActions';
import { MODERATION_BUTTONS } from './moderation';
import { useModeration } from './useModeration';

type Moderation = (typeof MODERATION_BUTTONS)[number];

function ModerationButton({ schema, record, action }: ListRowActionProps & { action: Moderation }) {
  const { mutate, isPending } = useModeration(schema, record);
  return (
    // The row opens the record on click: the button's click stays here.
    <Button
      size="small"
      color={action.color}
      disabled={isPending || record.status === action.status}
      onClick={(event) => {
        event.stopPropagation();
        mutate(action.status);
      }}
    >
      {action.label}
    </Button>
  );
}

/** The row action of one status. */
export const moderationButtonOf = (action: Moderation) =>
  function ModerationRowButton(props: ListRowActionProps) {
    return <ModerationButton {...props} action={action} />;
  };
