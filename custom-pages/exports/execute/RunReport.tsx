import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Skipped } from '../../../model/exports';

/** What a run or an undo did, and each record it left as it was with why. */
export function RunReport({ summary, skipped }: { summary: string; skipped: Skipped[] }) {
  return (
    <Stack spacing={1} data-testid="execute-report">
      <Alert severity={skipped.length ? 'warning' : 'success'}>{summary}</Alert>
      {skipped.map((s) => (
        <Alert key={s._id} severity="warning" variant="outlined">
          {s.label} ({s._id}) : {s.message}
        </Alert>
      ))}
    </Stack>
  );
}
