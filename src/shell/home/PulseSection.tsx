// 'Le site aujourd'hui': plays, sales and new users today and over the last 7 days, each against the week before, with
// a small chart of 14 days; each card a link to its statistics screen.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { pulseFigures, type PulseKey, type PulseSeries } from '../../../model/home';
import { HomeSection } from './HomeSection';
import { onDemand, OnDemandBoundary } from '../../../schema-adapters/shared/onDemand';

const PulseChart = onDemand(() => import('./PulseChart'));

const CARDS: Record<PulseKey, { title: string; path: string }> = {
  plays: { title: 'Lectures', path: 'data/views/evolution' },
  sales: { title: 'Ventes', path: 'data/sales/summary' },
  users: { title: 'Nouveaux inscrits', path: 'data/sales/subscriptions' },
};

const number = new Intl.NumberFormat('fr-FR');

function PulseCard({ series }: { series: PulseSeries }) {
  const basename = useBasename();
  const card = CARDS[series.key];
  const f = pulseFigures(series);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h4">
        <Link component={RouterLink} to={`${basename}/${card.path}`}>
          {card.title}
        </Link>
      </Typography>
      <Typography>
        Aujourd'hui : <strong>{number.format(f.today)}</strong>{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          (même jour la semaine dernière : {number.format(f.sameDayLastWeek)})
        </Typography>
      </Typography>
      <Typography>
        7 derniers jours : <strong>{number.format(f.week)}</strong>{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          (7 jours précédents : {number.format(f.lastWeek)})
        </Typography>
      </Typography>
      <OnDemandBoundary fallback={<Box sx={{ height: 56 }} />}>
        <PulseChart series={series} />
      </OnDemandBoundary>
    </Box>
  );
}

export function PulseSection({ pulse }: { pulse: PulseSeries[] }) {
  return (
    <HomeSection title="Le site aujourd'hui">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' } }}>
        {pulse.map((series) => (
          <PulseCard key={series.key} series={series} />
        ))}
      </Box>
    </HomeSection>
  );
}
