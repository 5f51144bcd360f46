// One video server: its state, alert level and gauges (bandwidth from outRate and the record's bandwidth; CPU,
// memory, swap), or why it is offline.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bandwidthPercent, MEGABYTE, type ServerReading } from '../../model/monitoring';
import { Gauge } from './Gauge';
import { StandInTag } from './StandInTag';
import { Thermometer } from './Thermometer';
import { frenchNumber } from '../../model/frenchFormat';

const mb = (bytes: number) => frenchNumber(Math.round((bytes / MEGABYTE) * 10) / 10);

export function ServerCard({ server }: { server: ServerReading }) {
  const { status } = server;
  return (
    <Card variant="outlined" component="section" aria-label={`Serveur ${server.name}`} sx={{ minWidth: 300 }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
          {status && <Thermometer alertLevel={status.alertLevel} />}
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {server.name}
          </Typography>
          <StandInTag show={server.standIn} />
          <Chip size="small" color={server.online ? 'success' : 'error'} label={server.online ? 'En ligne' : 'Hors ligne'} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1, wordBreak: 'break-all' }}>
          {server.baseUrl} · poids {server.weight}
        </Typography>
        {!server.online && server.reason && (
          <Typography variant="body2" color="error" sx={{ mb: 1 }}>
            {server.reason}
          </Typography>
        )}
        {status && (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Gauge
                label="Bande passante"
                percent={bandwidthPercent(status.outRate, server.bandwidth)}
                detail={
                  server.bandwidth
                    ? `${mb(status.outRate)} / ${frenchNumber(server.bandwidth)} Mo/s`
                    : `${mb(status.outRate)} Mo/s (bande passante non renseignée)`
                }
              />
              <Gauge label="Processeur" percent={status.cpuLoad} />
              <Gauge label="Mémoire" percent={status.memoryLoad} />
              <Gauge label="Mémoire d'échange" percent={status.swapLoad} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Connexions : {frenchNumber(status.connections)} · nouvelles : {frenchNumber(status.newConnections)} par seconde
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
