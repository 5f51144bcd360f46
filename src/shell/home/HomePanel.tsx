// The site's home ('Accueil', issue 34), under the dashboard's tiles: to do, activity, the site's pulse and, for super
// administrators, the servers; only what the session may read (the server leaves the rest out).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Home } from '../../../model/home';
import { errorMessageOf } from '../../../schema-adapters/shared';
import { ActivitySection } from './ActivitySection';
import { PulseSection } from './PulseSection';
import { ServersSection } from './ServersSection';
import { TodoSection } from './TodoSection';

export function HomePanel({ home, error }: { home?: Home; error?: unknown }) {
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Accueil
      </Typography>
      {error ? <Alert severity="error">{errorMessageOf(error)}</Alert> : null}
      {!home && !error && <LinearProgress aria-label="Chargement de l'accueil" />}
      {home && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <TodoSection todo={home.todo} />
          {home.servers && <ServersSection servers={home.servers} />}
          {home.pulse && <PulseSection pulse={home.pulse} />}
          {home.activity && <ActivitySection activity={home.activity} />}
        </Box>
      )}
    </Box>
  );
}
