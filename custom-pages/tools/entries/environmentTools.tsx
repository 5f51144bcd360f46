// Between environments (spec 000 §2): copy a collection between sites or servers, and compare the schemas with a
// peer's; both jobs with their progress.
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSchemas } from '../../../schema-adapters';
import { FieldChanges, useEnvironments, useServerSites } from '../../copy-to-environment';
import type { SchemaComparison } from '../../../model/environments';
import type { JobView } from '../../../model/jobs';
import { ToolRun } from '../ToolRun';
import type { ToolEntry, ToolProps } from '../types';
import { toolPath, useToolRun } from '../useToolRun';

const Choice = ({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) => (
  <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }}>
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);

function PlacePicker({ label, env, site, onChange }: { label: string; env: string; site: string; onChange: (env: string, site: string) => void }) {
  const servers = useEnvironments().data?.servers ?? [];
  const sites = useServerSites(env || undefined).data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Typography sx={{ minWidth: 90 }}>{label}</Typography>
      <Choice label="Serveur" value={env} onChange={(v) => onChange(v, '')} options={servers.map((s) => ({ value: s.name, label: s.label }))} />
      <Choice label="Instance" value={site} onChange={(v) => onChange(env, v)} options={sites.map((s) => ({ value: s._id, label: s.label }))} />
    </Stack>
  );
}

function CopyCollection({ siteId }: ToolProps) {
  const here = useEnvironments().data?.env ?? '';
  const collections = useSchemas().filter((s) => s.storedInInstanceDatabase !== false && s.hasAssociatedDBCollection !== false);
  const [src, setSrc] = useState({ env: '', siteId });
  const [dst, setDst] = useState({ env: '', siteId: '' });
  const [collection, setCollection] = useState('');
  const run = useToolRun();
  const source = { env: src.env || here, siteId: src.siteId };
  return (
    <Stack spacing={1}>
      <PlacePicker label="Source" env={source.env} site={src.siteId} onChange={(env, site) => setSrc({ env, siteId: site })} />
      <PlacePicker label="Destination" env={dst.env} site={dst.siteId} onChange={(env, site) => setDst({ env, siteId: site })} />
      <Stack direction="row" spacing={1}>
        <Choice label="Collection" value={collection} onChange={setCollection} options={collections.map((s) => ({ value: s._id, label: s.label }))} />
        <Button
          variant="outlined"
          disabled={!collection || !source.siteId || !dst.env || !dst.siteId || run.running}
          onClick={() => void run.start(toolPath(siteId, 'copyCollection'), { src: source, dst, collection })}
        >
          Copier la collection
        </Button>
      </Stack>
      <ToolRun run={run} />
    </Stack>
  );
}

function SchemaReport({ job, env }: { job: JobView; env: string }) {
  const r = job.result as SchemaComparison;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {r.same} identique(s) · seulement ici : {r.added.join(', ') || 'aucun'} · seulement sur {env} : {r.removed.join(', ') || 'aucun'}
      </Typography>
      {r.changed.map((c) => (
        <div key={c._id}>
          <Typography variant="subtitle2">{c._id}</Typography>
          <FieldChanges changes={c.changes} beforeLabel={`Sur ${env}`} afterLabel="Ici" />
        </div>
      ))}
    </Stack>
  );
}

function CompareSchemas({ siteId }: ToolProps) {
  const peers = (useEnvironments().data?.servers ?? []).filter((s) => !s.self);
  const [env, setEnv] = useState('');
  const run = useToolRun();
  if (!peers.length) return <Typography variant="body2">Aucun autre environnement configuré (réglage ENVIRONMENTS).</Typography>;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Choice label="Environnement" value={env} onChange={setEnv} options={peers.map((p) => ({ value: p.name, label: p.label }))} />
        <Button variant="outlined" disabled={!env || run.running} onClick={() => void run.start(toolPath(siteId, 'compareSchemas'), { env })}>
          Comparer les schémas
        </Button>
      </Stack>
      <ToolRun run={run} />
      {run.job?.state === 'done' && <SchemaReport job={run.job} env={env} />}
    </Stack>
  );
}

export const copyCollectionTool: ToolEntry = { id: 'copyCollection', label: 'Copier une collection', Component: CopyCollection };
export const compareSchemasTool: ToolEntry = { id: 'compareSchemas', label: 'Comparer les schémas entre environnements', Component: CompareSchemas };
