// Accepter, Refuser, Archiver on each row of the Question and UserComment lists (spec 000 §4); the current status's
// button is disabled, any other status can be set.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ListRowActionProps } from '../../schema-adapters/list/rowActions';
import { MODERATION_BUTTONS } from './moderation';
import { useModeration } from './useModeration';

export default function ModerationButtons({ schema, record }: ListRowActionProps) {
  const { mutate, isPending } = useModeration(schema, record);
  return (
    // The row opens the record on click: the buttons' clicks stay here.
    <Stack direction="row" spacing={0.5} component="span" sx={{ display: 'inline-flex' }} onClick={(event) => event.stopPropagation()}>
      {MODERATION_BUTTONS.map(({ status, label, color }) => (
        <Button key={status} size="small" color={color} disabled={isPending || record.status === status} onClick={() => mutate(status)}>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
