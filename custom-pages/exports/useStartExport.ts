import { useCallback, useState } from 'react';
import { useBasename, useNavigate } from 'react-admin';
import type { ExportRequest, ExportStarted } from '../../model/exports';
import { useSchema } from '../../schema-adapters/schemasContext';
import { errorMessageOf, recordPathsOf, useNotifyText, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import { useRunningExport } from './useRunningExport';

export const READY_MESSAGE = 'Votre export est prêt, vous pouvez maintenant le télécharger';

/** Starts an export job (spec 000 §4 Preset export): loading while it runs; once done, the notice and its record page. */
export function useStartExport() {
  const call = useApiCall();
  const siteId = useSiteId();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotifyText();
  const exportSchema = useSchema('Export');
  const { running, setRunning, setStarting, busy } = useRunningExport<ExportStarted>();
  const [error, setError] = useState<string>();

  const start = useCallback(
    async (body: ExportRequest) => {
      setError(undefined);
      setStarting(true);
      try {
        setRunning(await call<ExportStarted>(`/api/${encodeURIComponent(siteId)}/exports`, { method: 'POST', body }));
      } catch (err) {
        setError(errorMessageOf(err));
      } finally {
        setStarting(false);
      }
    },
    [call, setRunning, setStarting, siteId],
  );

  /** The job ended done: the notice, then the Export record page. */
  const onDone = useCallback(() => {
    if (!running || !exportSchema) return;
    setRunning(undefined);
    notify(READY_MESSAGE, 'success');
    navigate(recordPathsOf(basename, exportSchema).view(running.exportId));
  }, [basename, exportSchema, navigate, notify, running, setRunning]);

  const paths = exportSchema && recordPathsOf(basename, exportSchema);
  const recordPath = running && paths ? paths.view(running.exportId) : undefined;
  return { start, running, busy, error, onDone, recordPath, exportsPath: paths?.collection };
}
