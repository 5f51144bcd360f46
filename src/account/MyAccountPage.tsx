// /{siteId}/mon-compte/securite and /{siteId}/mon-compte/sessions.
import { Box, Tab, Tabs } from '@mui/material';
import { Link, useParams } from 'react-router';
import { useBasename } from 'react-admin';
import { SecurityPage } from './SecurityPage';
import { SessionsPage } from './SessionsPage';

export default function MyAccountPage() {
  const tab = useParams()['*'] === 'sessions' ? 'sessions' : 'securite';
  const basename = useBasename();
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Tabs value={tab} aria-label="Mon compte" sx={{ mb: 2 }}>
        <Tab value="securite" label="Sécurité" component={Link} to={`${basename}/mon-compte/securite`} />
        <Tab value="sessions" label="Mes sessions" component={Link} to={`${basename}/mon-compte/sessions`} />
      </Tabs>
      {tab === 'sessions' ? <SessionsPage /> : <SecurityPage />}
    </Box>
  );
}
