// The tournament statistics tab of Tournament records (spec 001 §2, §9): bets, created participants and participants
// a day at a time from a week before the start to the earlier of tomorrow and the end; the top 20; the participants' CSV.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { useSiteId } from '../../../schema-adapters/shared';
import { bucketLabel, formatDay } from '../format';
import { COLORS, LineChartCard } from '../LineChartCard';
import { useStatsQuery } from '../useStatsQuery';
import type { TimeSeries, TournamentStats } from '../../../model/statistics';
import { RankingTable } from './RankingTable';

const pointsOf = (series: TimeSeries) => series.map((p) => ({ label: bucketLabel(p.date, 'day'), value: p.value }));

export default function TournamentStatsTab() {
  const record = useRecordContext();
  const siteId = useSiteId();
  const id = String(record?._id ?? record?.id ?? '');
  const { data, error, isFetching } = useStatsQuery<TournamentStats>(`tournaments/${encodeURIComponent(id)}`, {}, !!id);
  const csv = (createdOnly: boolean) =>
    `/admin/${encodeURIComponent(siteId)}/tournaments/${encodeURIComponent(id)}/participants-csv${createdOnly ? '?createdOnly=true' : ''}`;
  const chart = (title: string, series: TimeSeries, color: string) => (
    <LineChartCard
      title={title}
      points={pointsOf(series)}
      lines={[{ key: 'value', label: title, color }]}
      emptyText="Aucune donnée pour ce tournoi"
    />
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      {isFetching && <LinearProgress aria-label="Chargement" />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {data.from && data.to ? `Du ${formatDay(data.from)} au ${formatDay(data.to)}, par jour` : 'Dates du tournoi manquantes'}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' }, gap: 2, mb: 2 }}>
            {chart('Nombre de paris', data.betsTimeSeries, COLORS[0])}
            {chart('Participants inscrits', data.createdParticipantCountTimeSeries, COLORS[1])}
            {chart('Participants', data.participantCountTimeSeries, COLORS[2])}
          </Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            Classement (20 premiers)
          </Typography>
          {data.top20Rankings.length ? (
            <RankingTable rows={data.top20Rankings} />
          ) : (
            <Typography color="text.secondary">Le classement n'est pas encore disponible</Typography>
          )}
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} href={csv(false)} download>
              Participants (CSV)
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} href={csv(true)} download>
              Inscrits sans pari (CSV)
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
