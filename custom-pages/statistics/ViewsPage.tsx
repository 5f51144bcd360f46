import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomPageProps } from '../types';
import { PlayStatsPanel } from './play/PlayStatsPanel';
import { StatsTabs } from './StatsTabs';
import { ViewStatsPanel } from './views/ViewStatsPanel';

export const VIEWS_PATH = 'data/views';
const TABS = [
  { path: '', label: 'Stats de lecture' },
  { path: 'evolution', label: 'Évolution des vues' },
];

/** Data > views: play statistics per video, and plays and views over time. */
export default function ViewsPage({ subPath }: CustomPageProps) {
  const current = subPath[0] === 'evolution' ? 'evolution' : '';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {current ? 'Statistiques de vues' : 'Stats de lecture'}
      </Typography>
      <StatsTabs base={VIEWS_PATH} tabs={TABS} current={current} />
      {current ? <ViewStatsPanel /> : <PlayStatsPanel />}
    </Box>
  );
}
