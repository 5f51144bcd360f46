// The 'Importer' tab's controller (issue 31): the file sent, the columns' matches and the mode the user picks, the dry
// run, the import and its undo, each a job followed live; the import as the server holds it after each step.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BY_CLS, type ImportMode, type ImportTargetView, type ImportUploaded, type ImportView } from '../../model/imports';
import { errorMessageOf, useAttempt, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';

export type ImportStep = 'check' | 'run' | 'undo';

export interface ImportSettings {
  mode: ImportMode;
  key: string;
  /** A target path or null, per column of a CSV. */
  columns: (string | null)[];
}

async function sendFile(siteId: string, type: string, file: File): Promise<ImportUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  // A dump is sent without a type: each row says its own.
  const target = type === BY_CLS ? '' : `/${encodeURIComponent(type)}`;
  const res = await fetch(`/api/${encodeURIComponent(siteId)}/imports/new${target}`, {
    method: 'POST',
    body: form,
    // Required by the server: a cross-site form cannot send this header.
    headers: { 'X-Console-Upload': '1', Accept: 'application/json' },
  });
  const body = (await res.json().catch(() => undefined)) as (ImportUploaded & { message?: string }) | undefined;
  if (res.status !== 201 || !body) throw new Error(body?.message ?? `Échec de l'envoi du fichier (erreur ${res.status})`);
  return body;
}

export function useImport(type: string) {
  const siteId = useSiteId();
  const call = useApiCall();
  const [imp, setImp] = useState<ImportView>();
  const [targets, setTargets] = useState<ImportTargetView[]>([]);
  const [settings, setSettings] = useState<ImportSettings>({ mode: 'create', key: '_id', columns: [] });
  const [job, setJob] = useState<{ step: ImportStep; id: string }>();
  const { busy, error, setError, attempt } = useAttempt();
  const base = `/api/${encodeURIComponent(siteId)}/imports`;
  // The import shown is in the address (?import={id}): the tab is its page, found again after a visit to the list.
  const [params, setParams] = useSearchParams();
  const shownId = params.get('import');

  useEffect(() => {
    if (!shownId || shownId === imp?.id) return;
    call<ImportView>(`${base}/${encodeURIComponent(shownId)}`).then(setImp, (err: unknown) => setError(errorMessageOf(err)));
  }, [base, call, imp?.id, shownId, setError]);

  const upload = (file: File) =>
    attempt(async () => {
      const uploaded = await sendFile(siteId, type, file);
      setImp(uploaded.import);
      setParams({ import: uploaded.import.id });
      setTargets(uploaded.targets);
      setJob(undefined);
      setSettings({ mode: 'create', key: '_id', columns: uploaded.import.columns.map((c) => c.path) });
    });

  const start = (step: ImportStep, body?: Record<string, unknown>) =>
    attempt(async () => {
      if (!imp) return;
      const { jobId } = await call<{ jobId: string }>(`${base}/${imp.id}/${step}`, { method: 'POST', body: body ?? {} });
      setJob({ step, id: jobId });
      setImp(await call<ImportView>(`${base}/${imp.id}`));
    });

  const check = () => {
    // An import opened from its address has no columns chosen here: the server keeps those it matched.
    const columns = imp?.format === 'csv' && settings.columns.length ? { columns: settings.columns } : {};
    return start('check', { mode: settings.mode, ...(settings.mode === 'upsert' && { key: settings.key }), ...columns });
  };

  /** After a job ended: the import as the server now holds it. */
  const reload = useCallback(async () => {
    if (!imp) return;
    setImp(await call<ImportView>(`${base}/${imp.id}`));
  }, [base, call, imp]);

  const reset = () => {
    setParams({});
    setImp(undefined);
    setJob(undefined);
    setError(undefined);
  };

  return {
    imp,
    targets,
    settings,
    setSettings,
    job,
    busy,
    error,
    upload,
    check,
    run: (stopAtFirstRefusal: boolean) => start('run', { stopAtFirstRefusal }),
    undo: () => start('undo', undefined),
    reload,
    reset,
    refusedUrl: imp ? `${base}/${imp.id}/refused` : undefined,
  };
}
