import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COLORS, LineChartCard } from '../LineChartCard';
import { bucketLabel } from '../format';
import { RangeBar } from '../RangeBar';
import { ModeTable, MODE_LABELS } from './ModeTable';
import { useViewStats } from './useViewStats';
import { PLAY_MODES } from '../../../model/statistics';

const LINES = PLAY_MODES.map((mode, i) => ({ key: mode, label: MODE_LABELS[mode], color: COLORS[i] }));

/** View statistics (spec 000 §2): start, end, period, use case; line charts of plays and views per mode, and their table. */
export function ViewStatsPanel() {
  const stats = useViewStats();
  const { data, error, isFetching } = stats;
  const period = data?.period ?? stats.range.period;
  const series = (pick: 'playCount' | 'viewCount') =>
    (data?.points ?? []).map((p) => ({ label: bucketLabel(p.bucket, period), ...Object.fromEntries(PLAY_MODES.map((m) => [m, p[m][pick]])) }));
  return (
    <Box>
      <RangeBar range={stats.range} onChange={stats.setRange}>
        <TextField
          select
          size="small"
          label="Cas d'usage"
          value={stats.useCase}
          onChange={(e) => stats.setUseCase(e.target.value as 'site' | 'content')}
          sx={{ width: 180, maxWidth: '100%' }}
        >
          <MenuItem value="site">Tout le site</MenuItem>
          <MenuItem value="content">Un contenu</MenuItem>
        </TextField>
        {stats.useCase === 'content' && (
          <TextField
            size="small"
            label="Identifiant du contenu"
            value={stats.contentId}
            onChange={(e) => stats.setContentId(e.target.value)}
            sx={{ width: 220, maxWidth: '100%' }}
          />
        )}
      </RangeBar>
      {isFetching && <LinearProgress aria-label="Chargement" />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mb: 2 }}>
            <LineChartCard title="Lectures" points={series('playCount')} lines={LINES} />
            <LineChartCard title="Vues" points={series('viewCount')} lines={LINES} />
          </Box>
          <ModeTable totals={data.totals} />
        </>
      )}
    </Box>
  );
}
