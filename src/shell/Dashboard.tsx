// The site's home (spec 000 §2 "Dashboard"): up to three tiles, those the user may open; no sidebar. Under them the
// 'Accueil' of issue 34 (./home): what waits for the user, the activity, the site's pulse, the servers.
import ArticleIcon from '@mui/icons-material/Article';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useSite } from '../routing/useSite';
import { useSessionUser } from '../session/SessionContext';
import { dashboardTiles, type DashboardTile } from './dashboardTiles';
import { DemoFillPanel } from './DemoFillPanel';
import { HomePanel } from './home/HomePanel';
import { useHome } from './home/useHome';
import { useVisibleSections } from './useVisibleSections';

const ICONS: Record<DashboardTile['key'], ReactNode> = {
  site_options: <SettingsIcon fontSize="large" />,
  pages: <ViewQuiltIcon fontSize="large" />,
  contents: <ArticleIcon fontSize="large" />,
};

export function Dashboard() {
  const translate = useTranslate();
  const { sitePath } = useSite();
  const tiles = dashboardTiles(useVisibleSections());
  const home = useHome(useSessionUser().superAdmin === true);
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        alignContent: 'start',
        flex: 1,
        minWidth: 0,
      }}
    >
      <DemoFillPanel jobId={home.data?.servers?.demoFill?.jobId} />
      {!tiles.length && (
        <Typography sx={{ gridColumn: '1 / -1' }} color="text.secondary">
          {translate('console.dashboard.empty')}
        </Typography>
      )}
      {tiles.map((tile) => (
        <Card key={tile.key}>
          <CardActionArea component={Link} to={sitePath(tile.path)} sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box sx={{ color: 'primary.main' }}>{ICONS[tile.key]}</Box>
              <Box>
                <Typography variant="h6" component="h2">
                  {translate(`console.dashboard.${tile.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`console.dashboard.${tile.key}_hint`)}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      <HomePanel home={home.data} error={home.error} />
    </Box>
  );
}
