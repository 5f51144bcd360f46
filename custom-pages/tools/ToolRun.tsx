// A tool's job where it was started: the live panel (progress bar, log, Annuler) and its outcome line.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { JobProgressPanel } from '../shared/jobs';
import type { useToolRun } from './useToolRun';

export function ToolRun({ run, logOpen = false }: { run: ReturnType<typeof useToolRun>; logOpen?: boolean }) {
  if (!run.jobId && !run.outcome) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {run.jobId && <JobProgressPanel jobId={run.jobId} logOpen={logOpen} />}
      {run.outcome && <Alert severity={run.outcome.ok ? 'success' : 'error'}>{run.outcome.text}</Alert>}
    </Stack>
  );
}
