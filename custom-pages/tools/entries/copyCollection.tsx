// Copy a collection (spec 001 §7 copyCollection: src, dst, collection) between sites of this or another server, as a
// job with its progress.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { useConfirm } from '../../../schema-adapters/shared';
import { useEnvironments, useServerSites } from '../../environments/copy-to-environment/useEnvironments';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { ToolRun } from '../ToolRun';
import type { ToolEntry, ToolProps } from '../types';
import { toolPath, useToolRun } from '../useToolRun';
import { SelectField } from '../../shared/SelectField';

/** `side`: 'source' or 'de destination', in the pickers' names (the page's own 'Instance' picker stays the only one). */
function PlacePicker({
  label,
  side,
  env,
  site,
  onChange,
}: {
  label: string;
  side: string;
  env: string;
  site: string;
  onChange: (env: string, site: string) => void;
}) {
  const servers = useEnvironments().data?.servers ?? [];
  const sites = useServerSites(env || undefined).data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <Typography sx={{ minWidth: 90 }}>{label}</Typography>
      <SelectField
        label={`Serveur ${side}`}
        value={env}
        onChange={(v) => onChange(v, '')}
        options={servers.map((s) => ({ value: s.name, label: s.label }))}
      />
      <SelectField
        label={`Site ${side}`}
        value={site}
        onChange={(v) => onChange(env, v)}
        options={sites.map((s) => ({ value: s._id, label: s.label }))}
      />
    </Stack>
  );
}

function CopyCollection({ siteId }: ToolProps) {
  const here = useEnvironments().data?.env ?? '';
  const call = useApiCall();
  const collections = useSchemas().filter((s) => s.storedInInstanceDatabase !== false && s.hasAssociatedDBCollection !== false);
  const [src, setSrc] = useState({ env: '', siteId });
  const sourceHere = !src.env || src.env === here;
  // A source on this server shows how many records each collection holds (GET /api/{instance}/collections).
  const counted = useQuery({
    queryKey: ['console.tools.collections', src.siteId],
    queryFn: () => call<{ _id: string; label: string; count: number }[]>(`/api/${encodeURIComponent(src.siteId)}/collections`),
    enabled: !!src.siteId && sourceHere,
  });
  const sourceCount = (type: string) => (sourceHere ? counted.data?.find((c) => c._id === type)?.count : undefined);
  const [dst, setDst] = useState({ env: '', siteId: '' });
  const [collection, setCollection] = useState('');
  const run = useToolRun();
  const servers = useEnvironments().data?.servers ?? [];
  const [ask, confirmDialog] = useConfirm();
  const source = { env: src.env || here, siteId: src.siteId };
  /** Names the server written to and how many records go there, before anything is written over. */
  const copy = async () => {
    const server = servers.find((s) => s.name === dst.env)?.label ?? dst.env;
    const count = sourceCount(collection);
    const label = collections.find((s) => s._id === collection)?.label ?? collection;
    const records = count === undefined ? 'Tous les enregistrements' : `Les ${count} enregistrement(s)`;
    const ok = await ask({
      title: `Copier « ${label} » vers le serveur « ${server} » ?`,
      content:
        `${records} de « ${label} » du site ${source.siteId} seront copiés dans le site ${dst.siteId} du serveur « ${server} » : ` +
        'ceux qui y existent déjà sous le même identifiant et diffèrent y seront remplacés.',
      confirm: 'Copier',
      warning: true,
    });
    if (ok) await run.start(toolPath(siteId, 'copyCollection'), { src: source, dst, collection });
  };
  return (
    <Stack spacing={1}>
      <PlacePicker label="Source" side="source" env={source.env} site={src.siteId} onChange={(env, site) => setSrc({ env, siteId: site })} />
      <PlacePicker
        label="Destination"
        side="de destination"
        env={dst.env}
        site={dst.siteId}
        onChange={(env, site) => setDst({ env, siteId: site })}
      />
      <Stack direction="row" spacing={1}>
        <SelectField
          label="Collection"
          value={collection}
          onChange={setCollection}
          options={
            counted.data && sourceHere
              ? counted.data.map((c) => ({ value: c._id, label: `${c.label} (${c.count})` }))
              : collections.map((s) => ({ value: s._id, label: s.label }))
          }
        />
        <Button variant="outlined" disabled={!collection || !source.siteId || !dst.env || !dst.siteId || run.running} onClick={() => void copy()}>
          Copier la collection
        </Button>
      </Stack>
      <ToolRun run={run} />
      {confirmDialog}
    </Stack>
  );
}

export const copyCollectionTool: ToolEntry = { id: 'copyCollection', label: 'Copier une collection', Component: CopyCollection };
