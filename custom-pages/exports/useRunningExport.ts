import { useState } from 'react';
import type { ExportStarted } from '../../model/exports';
import { isJobOver } from '../../model/jobs';
import { useJobEvents } from '../shared/jobs';

/**
 * The export last started here and whether it still holds the buttons: while it is asked for and until its job ends,
 * done or not (a failed or cancelled export leaves the buttons free for another try).
 */
export function useRunningExport<T extends ExportStarted>() {
  const [starting, setStarting] = useState(false);
  const [running, setRunning] = useState<T>();
  const [ended, setEnded] = useState<string>();
  useJobEvents((change) => {
    if (change.id === running?.jobId && isJobOver(change.state)) setEnded(change.id);
  });
  const busy = starting || (!!running && ended !== running.jobId);
  return { running, setRunning, starting, setStarting, busy };
}
