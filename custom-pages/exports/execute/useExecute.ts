// The Execute tab's controller: inputs checked as one types (model/exports/executeCheck.ts, as the server checks them), the
// preview, the run and its undo as jobs, and what each job reported.
import { useCallback, useMemo, useState } from 'react';
import { checkExecuteInput } from '../../../model/exports';
import type { ExecuteOutcome, ExecutePreview, UndoOutcome } from '../../../model/exports';
import type { DataSchema } from '../../../model/metaSchema';
import type { JobView } from '../../../model/jobs';
import { exportFieldOptionsOf } from '../../../model/exports';
import { errorMessageOf, useSessionUser, useSiteId } from '../../../schema-adapters/shared';
import { useApiCall } from '../../shared';

export function useExecute(schema: DataSchema) {
  const call = useApiCall();
  const siteId = useSiteId();
  const user = useSessionUser();
  const [filter, setFilter] = useState('');
  const [command, setCommand] = useState('');
  const [preview, setPreview] = useState<ExecutePreview>();
  const [error, setError] = useState<string>();
  const [runJob, setRunJob] = useState<string>();
  const [result, setResult] = useState<ExecuteOutcome>();
  const [undoJob, setUndoJob] = useState<string>();
  const [undoResult, setUndoResult] = useState<UndoOutcome>();

  const hidden = useMemo(() => exportFieldOptionsOf([schema], user).hiddenOf(schema), [schema, user]);
  const check = useMemo(() => checkExecuteInput(schema, hidden, filter, command), [schema, hidden, filter, command]);
  const commandError = command.trim() ? check.commandError : undefined;
  const ready = !check.filterError && !check.commandError;
  const base = `/api/${encodeURIComponent(siteId)}/execute/${encodeURIComponent(schema._id)}`;

  const guarded = useCallback(async (work: () => Promise<void>) => {
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  }, []);

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPreview(undefined);
  };

  return {
    filter,
    command,
    setFilter: edit(setFilter),
    setCommand: edit(setCommand),
    filterError: check.filterError,
    commandError,
    ready,
    preview,
    error,
    runJob,
    result,
    undoJob,
    undoResult,
    showPreview: () => guarded(async () => setPreview(await call<ExecutePreview>(`${base}/preview`, { method: 'POST', body: { filter, command } }))),
    run: () =>
      guarded(async () => {
        setResult(undefined);
        setUndoJob(undefined);
        setUndoResult(undefined);
        setRunJob((await call<{ jobId: string }>(base, { method: 'POST', body: { filter, command } })).jobId);
      }),
    onRunDone: (job: JobView) => setResult(job.result as ExecuteOutcome),
    undo: () =>
      guarded(async () => {
        if (!runJob) return;
        const url = `/api/${encodeURIComponent(siteId)}/executions/${encodeURIComponent(runJob)}/undo`;
        setUndoJob((await call<{ jobId: string }>(url, { method: 'POST' })).jobId);
      }),
    onUndoDone: (job: JobView) => setUndoResult(job.result as UndoOutcome),
  };
}
