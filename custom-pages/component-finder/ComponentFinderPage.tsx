// Recherche de composants (spec 000 §2 super-admin "component-finder"): type at least 3 characters to see at most 4
// components and where each is used; below, the anomalies of every layout of the site (defined but unused, unused
// complex-component modes, used but not defined).
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { componentAnomalies, componentUsage, type ComponentUsage } from '../../model/layouts';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useComponentDefinitions } from '../layout-editor/useLayoutCatalogue';
import type { ComponentDefinition } from '../layout-editor/types';
import { findComponents, QUERY_HINT, usageByOwner } from './finder';
import { OwnerLink } from './OwnerLink';
import { useSiteLayouts } from './useSiteLayouts';

export default function ComponentFinderPage() {
  const [query, setQuery] = useState('');
  const definitions = useComponentDefinitions();
  const site = useSiteLayouts();
  const usage = useMemo(() => componentUsage(site.data?.layouts ?? []), [site.data]);
  const found = useMemo(() => findComponents(definitions.data ?? [], query), [definitions.data, query]);
  const error = definitions.error ?? site.error;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Recherche de composants
      </Typography>
      <TextField
        label="Composant"
        placeholder="Nom, identifiant ou composant front"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ width: 420, maxWidth: '100%' }}
        autoFocus
      />
      <Box sx={{ height: 4, my: 1 }}>{(definitions.isPending || site.isPending) && <LinearProgress />}</Box>
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {site.data?.failures.map((f) => (
        <Alert key={f.type} severity="warning" sx={{ mb: 1 }}>
          Mises en page de {f.type} illisibles : {f.message}
        </Alert>
      ))}
      {found === undefined ? (
        <Typography color="text.secondary">{QUERY_HINT}</Typography>
      ) : found.length === 0 ? (
        <Typography color="text.secondary">Aucun composant ne correspond à « {query.trim()} ».</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Composants trouvés">
          {found.map((definition) => (
            <FoundComponent key={definition._id} definition={definition} usage={usage} ready={!site.isPending} />
          ))}
        </Stack>
      )}
      {site.data && definitions.data && <Anomalies usage={usage} definitions={definitions.data} complexComponents={site.data.complexComponents} />}
    </Box>
  );
}

function FoundComponent({ definition, usage, ready }: { definition: ComponentDefinition; usage: ComponentUsage; ready: boolean }) {
  const entry = usage.components[definition._id];
  const owners = usageByOwner(entry);
  const modes = Object.entries(entry?.modes ?? {});
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={definition.label}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {definition.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {definition._id} · {definition.frontComponent}
        </Typography>
      </Stack>
      {definition.description && (
        <Typography variant="body2" color="text.secondary">
          {definition.description}
        </Typography>
      )}
      {!ready ? null : owners.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Utilisé nulle part.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Utilisé {entry!.places.length} fois, dans {owners.length} mise{owners.length > 1 ? 's' : ''} en page :
          </Typography>
          <Box component="ul" sx={{ my: 0.5 }}>
            {owners.map(({ owner, count }) => (
              <li key={`${owner.cls}/${owner.id}/${owner.field}`}>
                <OwnerLink owner={owner} /> {count > 1 && `(${count} fois)`}
              </li>
            ))}
          </Box>
          {modes.length > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {modes.map(([mode, count]) => (
                <Chip key={mode} size="small" label={`mode ${mode} : ${count}`} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}

function Anomalies({
  usage,
  definitions,
  complexComponents,
}: {
  usage: ComponentUsage;
  definitions: ComponentDefinition[];
  complexComponents: { _id: string; mode?: string }[];
}) {
  const anomalies = useMemo(() => componentAnomalies(usage, definitions, complexComponents), [usage, definitions, complexComponents]);
  const section = (title: string, items: string[], empty: string) => (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title} ({items.length})
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {items.map((item) => (
            <Chip key={item} size="small" variant="outlined" label={item} />
          ))}
        </Stack>
      )}
    </Box>
  );
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Anomalies
      </Typography>
      {section('Définis mais inutilisés', anomalies.definedButUnused, 'Aucun.')}
      {section(
        'Modes inutilisés',
        anomalies.unusedModes.map((m) => `${m.mode} (${m.id})`),
        'Aucun.',
      )}
      {section('Utilisés mais non définis', anomalies.usedButNotDefined, 'Aucun.')}
    </Box>
  );
}
