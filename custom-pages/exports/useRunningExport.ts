import { useState } from 'react';
import type { ExportStarted } from '../../model/exportApi';
import { isJobOver } from '../../model/jobs';
import { useJob } from '../shared/jobs';

/**
 * The export last started here and whether it still holds the buttons: while it is asked for and until its job ends,
 * done or not (a failed or cancelled export leaves the buttons free for another try).
 */
export function useRunningExport<T extends ExportStarted>() {
  const [starting, setStarting] = useState(false);
  const [running, setRunning] = useState<T>();
  const { job } = useJob(running?.jobId);
  const busy = starting || (!!running && !(job?.id === running.jobId && isJobOver(job.state)));
  return { running, setRunning, starting, setStarting, busy };
}
