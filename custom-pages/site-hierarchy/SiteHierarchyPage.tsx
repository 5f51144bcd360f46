// Wireframe du site (spec 000 §2 super-admin "site-hierarchy"): the hierarchy of each page (and of the site
// configuration's layouts) down to its components, complex-component references followed, stopping past depth 10.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../schema-adapters/shared';
import { OwnerLink } from '../component-finder/OwnerLink';
import { useSiteLayouts } from '../component-finder/useSiteLayouts';
import { wireframe, wireframeRoots } from './hierarchy';
import { WireframeTree } from './WireframeTree';

export default function SiteHierarchyPage() {
  const site = useSiteLayouts();
  const roots = useMemo(() => (site.data ? wireframe(wireframeRoots(site.data.layouts), site.data.complexComponents) : []), [site.data]);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Wireframe du site
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Lignes, colonnes et composants de chaque page ; les composants complexes sont ouverts sur place, jusqu'à la profondeur 10.
      </Typography>
      {site.isPending && <LinearProgress />}
      {site.error && <Alert severity="error">{errorMessageOf(site.error)}</Alert>}
      {site.data?.failures.map((f) => (
        <Alert key={f.type} severity="warning" sx={{ mb: 1 }}>
          Mises en page de {f.type} illisibles : {f.message}
        </Alert>
      ))}
      {site.data && roots.length === 0 && <Typography>Aucune mise en page sur ce site.</Typography>}
      {roots.map((root) => (
        // The record's link stays out of the summary: a link inside the toggle is a control in a control (WCAG 4.1.2).
        <Paper key={root.key} variant="outlined" sx={{ p: 1.5, mb: 1 }} data-layout={root.key}>
          <Typography variant="body2">
            <OwnerLink owner={root.layout.owner} />
          </Typography>
          <details open={roots.length <= 20} aria-label={root.key}>
            <Box component="summary" sx={{ cursor: 'pointer' }}>
              {root.components} composant{root.components > 1 ? 's' : ''}
              {root.truncated && ' (coupée)'}
            </Box>
            {root.tree.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Mise en page vide.
              </Typography>
            ) : (
              <WireframeTree nodes={root.tree} />
            )}
          </details>
        </Paper>
      ))}
    </Box>
  );
}
