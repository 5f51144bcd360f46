// Background jobs in the console (docs/api.md "Jobs"): start one, follow it live, show it where it was started.
export { startJob } from './api';
export { CancelJobButton } from './CancelJobButton';
export { JobProgressPanel } from './JobProgressPanel';
export { JobStateChip } from './JobStateChip';
export { useJob } from './useJob';
export { useJobEvents } from './useJobEvents';
