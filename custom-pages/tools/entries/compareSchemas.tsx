// Compare the schemas with a peer's (spec 000 §2), as a job; then copy a schema that is new or changed here to that
// environment when it is a copy target (a developer moving a new type from dev to staging). The copy's alert names
// the schema and says ok, or gives the error (spec 001 §8).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SchemaComparison } from '../../../model/environments';
import type { JobView } from '../../../model/jobs';
import { errorMessageOf, useConfirm } from '../../../schema-adapters/shared';
import { FieldChanges } from '../../environments/copy-to-environment/FieldChanges';
import { useEnvironments } from '../../environments/copy-to-environment/useEnvironments';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { ToolRun } from '../ToolRun';
import type { ToolEntry, ToolProps } from '../types';
import { toolPath, useToolRun } from '../useToolRun';
import { SelectField } from '../../shared/SelectField';

function CopySchemaButton({ id, env }: { id: string; env: string }) {
  const call = useApiCall();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [ask, confirmDialog] = useConfirm();
  const copy = async () => {
    const content = `Le schéma « ${id} » du serveur ${env} sera remplacé par celui d'ici (ou créé s'il n'y est pas).`;
    if (!(await ask({ title: `Copier le schéma « ${id} » vers ${env} ?`, content, confirm: 'Copier', warning: true }))) return;
    setBusy(true);
    try {
      await call(`/api/environments/${encodeURIComponent(env)}/schemas/${encodeURIComponent(id)}/copy`, { method: 'POST' });
      setOutcome({ ok: true, text: `${id} : ok !` });
    } catch (err) {
      setOutcome({ ok: false, text: `Erreur: ${errorMessageOf(err)}` });
    }
    setBusy(false);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="small" variant="outlined" disabled={busy || outcome?.ok} onClick={() => void copy()}>
        Copier « {id} » vers {env}
      </Button>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ py: 0 }}>
          {outcome.text}
        </Alert>
      )}
      {confirmDialog}
    </Stack>
  );
}

function SchemaReport({ job, env, canCopy }: { job: JobView; env: string; canCopy: boolean }) {
  const r = job.result as SchemaComparison;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {r.same} identique(s) · seulement ici : {r.added.join(', ') || 'aucun'} · seulement sur {env} : {r.removed.join(', ') || 'aucun'}
      </Typography>
      {canCopy && r.added.map((id) => <CopySchemaButton key={id} id={id} env={env} />)}
      {r.changed.map((c) => (
        <Stack key={c._id} spacing={0.5}>
          <Typography variant="subtitle2">{c._id}</Typography>
          <FieldChanges changes={c.changes} beforeLabel={`Sur ${env}`} afterLabel="Ici" />
          {canCopy && <CopySchemaButton id={c._id} env={env} />}
        </Stack>
      ))}
    </Stack>
  );
}

function CompareSchemas({ siteId }: ToolProps) {
  const info = useEnvironments().data;
  const peers = (info?.servers ?? []).filter((s) => !s.self);
  const [env, setEnv] = useState('');
  // The environment of the last run: the report stays about it when the choice changes.
  const [compared, setCompared] = useState('');
  const run = useToolRun();
  if (!peers.length) return <Typography variant="body2">Aucun autre environnement configuré (réglage ENVIRONMENTS).</Typography>;
  const start = () => {
    setCompared(env);
    void run.start(toolPath(siteId, 'compareSchemas'), { env });
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <SelectField label="Environnement" value={env} onChange={setEnv} options={peers.map((p) => ({ value: p.name, label: p.label }))} />
        <Button variant="outlined" disabled={!env || run.running} onClick={start}>
          Comparer les schémas
        </Button>
      </Stack>
      <ToolRun run={run} />
      {run.job?.state === 'done' && (
        <SchemaReport job={run.job} env={compared} canCopy={!!info?.copyTargets.some((t) => t.name === compared && !t.self)} />
      )}
    </Stack>
  );
}

export const compareSchemasTool: ToolEntry = { id: 'compareSchemas', label: 'Comparer les schémas entre environnements', Component: CompareSchemas };
