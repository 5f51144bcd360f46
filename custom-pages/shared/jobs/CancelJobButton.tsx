// 'Annuler' of a job still waiting or running: in its live panel and on its row of the jobs screen.
import Button from '@mui/material/Button';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { cancelJob } from './api';

/** `onOutcome` hears the French reason of a refused cancel, or undefined once it is accepted. */
export function CancelJobButton({ jobId, label, onOutcome }: { jobId: string; label?: string; onOutcome: (error: string | undefined) => void }) {
  const call = useApiCall();
  return (
    <Button
      size="small"
      color="warning"
      aria-label={label ? `Annuler ${label}` : undefined}
      onClick={() =>
        cancelJob(call, jobId).then(
          () => onOutcome(undefined),
          (err: Error) => onOutcome(err.message),
        )
      }
    >
      Annuler
    </Button>
  );
}
