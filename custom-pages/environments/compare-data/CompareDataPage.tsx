// Comparaison de contenus (spec 000 §2, 001 §2): a site here against a site of this or another server (ENVIRONMENTS),
// a type on each side; the differing items (or all), 50 a page, each with its field diff and copy or delete each way.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { useSiteId } from '../../../schema-adapters/shared';
import { withPeerHint } from '../../../model/environments';
import { useEnvironments } from '../copy-to-environment/useEnvironments';
import { comparableTypes } from './comparableTypes';
import { ItemRow } from './ItemRow';
import { PairPicker } from './PairPicker';
import { COMPARE_PAGE_SIZE, useComparison, type Pair } from './useComparison';

export default function CompareDataPage() {
  const siteId = useSiteId();
  const environments = useEnvironments();
  const types = comparableTypes(useSchemas());
  const [pair, setPair] = useState<Partial<Pair>>({ leftSite: siteId, leftType: 'Page', rightType: 'Page' });
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const comparison = useComparison(pair, page, showAll);
  const servers = environments.data?.servers ?? [];
  const there = `${pair.rightEnv ?? ''} (${pair.rightSite ?? ''})`;
  const { data } = comparison;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Comparaison de contenus
      </Typography>
      <PairPicker
        pair={pair}
        servers={servers}
        types={types}
        onChange={(next) => {
          setPair(next);
          setPage(0);
        }}
      />
      <FormControlLabel
        control={<Switch checked={showAll} onChange={(e) => (setShowAll(e.target.checked), setPage(0))} />}
        label="Tout afficher (identiques compris)"
      />
      <Box sx={{ height: 4 }}>{comparison.loading && <LinearProgress />}</Box>
      {comparison.error && (
        <Alert severity="error" sx={{ my: 1 }}>
          Chargement impossible de l'autre serveur : {withPeerHint(comparison.error, pair.rightEnv ?? '')}
        </Alert>
      )}
      {comparison.outcome && (
        <Alert severity={comparison.outcome.severity} sx={{ my: 1 }}>
          {comparison.outcome.text}
        </Alert>
      )}
      {!data && !comparison.loading && !comparison.error && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Aucune ressource sélectionnée pour l'instant
        </Typography>
      )}
      {data && (
        <>
          <Typography variant="body2" sx={{ my: 1 }} data-testid="compare-counts">
            {data.counts.added} seulement ici · {data.counts.removed} seulement là-bas · {data.counts.changed} modifié(s) · {data.counts.same}{' '}
            identique(s)
          </Typography>
          {data.items.length === 0 && <Typography>Aucune différence.</Typography>}
          {data.items.map((item) => (
            <ItemRow key={item._id} item={item} here={pair.leftSite ?? ''} there={there} onAction={comparison.act} />
          ))}
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            onPageChange={(_e, next) => setPage(next)}
            rowsPerPage={COMPARE_PAGE_SIZE}
            rowsPerPageOptions={[COMPARE_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => `${from}-${to} sur ${count}`}
            getItemAriaLabel={(type) =>
              type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page'
            }
          />
        </>
      )}
    </Box>
  );
}
