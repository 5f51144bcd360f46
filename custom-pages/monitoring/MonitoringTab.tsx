// Tab 'monitoring' of the VideoServer list (spec 000 §2 "List tabs", "Video server monitoring"): per-server gauges
// and alert level, and the history of connections, refreshed every second.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../schema-adapters/shared';
import { HistoryChart } from './HistoryChart';
import { chartRows, WINDOW_MINUTES } from './series';
import { ServerCard } from './ServerCard';
import { StandInTag } from './StandInTag';
import { PERIODS, useMonitoring } from './useMonitoring';

/** Shown under the VideoServer list's header and tabs, in place of the table. */
export default function MonitoringTab() {
  const [minutes, setMinutes] = useState<number>(WINDOW_MINUTES);
  const { snapshot, series, bucketSeconds, error } = useMonitoring(minutes);
  const period = PERIODS.find((p) => p.minutes === minutes)!;
  const servers = snapshot?.servers ?? [];
  return (
    <Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      {!snapshot && !error && <LinearProgress aria-label="Chargement du suivi" />}
      {snapshot && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Mesures de {new Date(snapshot.ts).toLocaleTimeString('fr-FR')}, relevées chaque seconde tant que cette page est ouverte.
        </Typography>
      )}
      {servers.some((s) => s.standIn) && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <StandInTag show />
          <Typography variant="body2" color="text.secondary">
            serveurs lancés par cette console pour la démonstration : ils servent ses fichiers et mesurent sa machine.
          </Typography>
        </Stack>
      )}
      {snapshot && !servers.length && (
        <Alert severity="info">Aucun serveur vidéo actif à suivre : ajoutez-en un dans la liste, ou réactivez-en un.</Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
        {servers.map((server) => (
          <ServerCard key={server.id} server={server} />
        ))}
      </Stack>
      {servers.length > 0 && (
        <>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h2">
              Historique
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={minutes}
              onChange={(_e, value) => value && setMinutes(value)}
              aria-label="Période de l'historique"
            >
              {PERIODS.map((p) => (
                <ToggleButton key={p.minutes} value={p.minutes} sx={{ textTransform: 'none' }}>
                  {p.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {bucketSeconds !== undefined && bucketSeconds > 1 && (
              <Typography variant="body2" color="text.secondary">
                un point toutes les {bucketSeconds} s (maximum des connexions, moyenne des nouvelles)
              </Typography>
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
            <HistoryChart title={`Connexions ouvertes (${period.label})`} rows={chartRows(series, 'connections', bucketSeconds)} servers={servers} />
            <HistoryChart title="Nouvelles connexions par seconde" rows={chartRows(series, 'newConnections', bucketSeconds)} servers={servers} />
          </Stack>
        </>
      )}
    </Box>
  );
}
