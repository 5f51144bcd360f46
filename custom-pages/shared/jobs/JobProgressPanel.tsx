import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isJobOver, type JobView } from '../../../model/jobs';
import { formatDateTime } from '../../../schema-adapters/shared/formatDateTime';
import { CancelJobButton } from './CancelJobButton';
import { JobStateChip } from './JobStateChip';
import { useJob } from './useJob';

export interface JobProgressPanelProps {
  jobId: string;
  /** Once, when the job ends done (an export opens its record, a list refreshes). */
  onDone?: (job: JobView) => void;
  /** The step log open from the start (the jobs screen); folded by default in a compact panel. */
  logOpen?: boolean;
}

const LEVEL_COLOURS = { info: 'text.primary', warning: 'warning.main', error: 'error.main' } as const;

/** A job followed live where it was started: progress bar, French line, state, step log, 'Annuler'. */
export function JobProgressPanel({ jobId, onDone, logOpen = false }: JobProgressPanelProps) {
  const { job, error } = useJob(jobId);
  const [showLog, setShowLog] = useState(logOpen);
  const [cancelError, setCancelError] = useState<string>();
  const notified = useRef(false);

  useEffect(() => {
    if (job?.state === 'done' && !notified.current) {
      notified.current = true;
      onDone?.(job);
    }
  }, [job, onDone]);

  if (error && !job) return <Alert severity="error">{error}</Alert>;
  if (!job) return <LinearProgress aria-label="Chargement de la tâche" />;
  const over = isJobOver(job.state);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="job-panel" role="region" aria-label={`Tâche ${job.label}`}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
          {job.label}
        </Typography>
        <JobStateChip state={job.state} />
        {!over && <CancelJobButton jobId={job.id} onOutcome={setCancelError} />}
      </Stack>
      <LinearProgress
        variant={job.state === 'waiting' ? 'indeterminate' : 'determinate'}
        value={Math.round(job.progress * 100)}
        color={job.state === 'failed' ? 'error' : job.state === 'done' ? 'success' : 'primary'}
        aria-label="Progression"
      />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {job.progressText || (job.state === 'waiting' ? 'En attente d’un exécuteur…' : '')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {Math.round(job.progress * 100)} %
        </Typography>
      </Stack>
      {job.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {job.error}
        </Alert>
      )}
      {cancelError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {cancelError}
        </Alert>
      )}
      {job.log.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setShowLog((v) => !v)}>
            {showLog ? 'Masquer le journal' : `Journal (${job.log.length})`}
          </Button>
          <Collapse in={showLog}>
            <Box component="ol" sx={{ m: 0, pl: 3, maxHeight: 240, overflow: 'auto', fontSize: 13 }} aria-label="Journal de la tâche">
              {job.log.map((step, i) => (
                <Box component="li" key={i} sx={{ color: LEVEL_COLOURS[step.level] }}>
                  {formatDateTime(step.ts)} — {step.text}
                </Box>
              ))}
            </Box>
          </Collapse>
        </Box>
      )}
    </Paper>
  );
}
