import Chip from '@mui/material/Chip';
import { JOB_STATE_LABELS, type JobState } from '../../../model/jobs';

const COLOURS = { waiting: 'default', running: 'info', done: 'success', failed: 'error', cancelled: 'warning' } as const;

export const JobStateChip = ({ state }: { state: JobState }) => <Chip size="small" label={JOB_STATE_LABELS[state]} color={COLOURS[state]} />;
