// The site's home (spec 000 §2 "Dashboard"): three tiles, no sidebar.
import ArticleIcon from '@mui/icons-material/Article';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useSite } from '../routing/useSite';

const TILES: { key: string; path: string; icon: ReactNode }[] = [
  { key: 'site_options', path: 'website-configuration/site-options', icon: <SettingsIcon fontSize="large" /> },
  { key: 'pages', path: 'website-configuration/pages', icon: <ViewQuiltIcon fontSize="large" /> },
  { key: 'contents', path: 'contents', icon: <ArticleIcon fontSize="large" /> },
];

export function Dashboard() {
  const translate = useTranslate();
  const { sitePath } = useSite();
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignContent: 'start', flex: 1 }}>
      {TILES.map((tile) => (
        <Card key={tile.key}>
          <CardActionArea component={Link} to={sitePath(tile.path)} sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box sx={{ color: 'primary.main' }}>{tile.icon}</Box>
              <Box>
                <Typography variant="h6" component="h2">{translate(`console.dashboard.${tile.key}`)}</Typography>
                <Typography variant="body2" color="text.secondary">{translate(`console.dashboard.${tile.key}_hint`)}</Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
