// Copy a collection (spec 001 §7 copyCollection: src, dst, collection) between sites of this or another server, as a
// job with its progress.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSchemas } from '../../../schema-adapters';
import { useEnvironments, useServerSites } from '../../copy-to-environment';
import { useApiCall } from '../../shared/useApiCall';
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
  // A source on this server shows how many records each collection holds (GET /api/{instance}/collections).
  const counted = useQuery({
    queryKey: ['console.tools.collections', src.siteId],
    queryFn: () => call<{ _id: string; label: string; count: number }[]>(`/api/${encodeURIComponent(src.siteId)}/collections`),
    enabled: !!src.siteId && (!src.env || src.env === here),
  });
  const [dst, setDst] = useState({ env: '', siteId: '' });
  const [collection, setCollection] = useState('');
  const run = useToolRun();
  const source = { env: src.env || here, siteId: src.siteId };
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
            counted.data && (!src.env || src.env === here)
              ? counted.data.map((c) => ({ value: c._id, label: `${c.label} (${c.count})` }))
              : collections.map((s) => ({ value: s._id, label: s.label }))
          }
        />
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

export const copyCollectionTool: ToolEntry = { id: 'copyCollection', label: 'Copier une collection', Component: CopyCollection };
