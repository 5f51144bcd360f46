import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { PLAY_STATS_PAGE_SIZE } from '../../../model/statistics';
import { PlayExport } from './PlayExport';
import { PlayStatsTable } from './PlayStatsTable';
import { PlayToggles } from './PlayToggles';
import { usePlayStats } from './usePlayStats';

/** Stats de lecture (spec 001 §2): videos 10 per page, toggles, the total column, the export section. */
export function PlayStatsPanel() {
  const stats = usePlayStats();
  const { data, error, isFetching } = stats;
  return (
    <Box>
      <PlayToggles selection={stats.selection} onChange={stats.setSelection} showTotal={stats.showTotal} onShowTotal={stats.setShowTotal} />
      {isFetching && <LinearProgress aria-label="Chargement" />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && data.count === 0 && <Typography color="text.secondary">Aucune lecture enregistrée pour ce site.</Typography>}
      {data && data.count > 0 && (
        <>
          <PlayStatsTable rows={data.data} showTotal={stats.showTotal} offset={stats.page * PLAY_STATS_PAGE_SIZE} />
          <TablePagination
            component="div"
            count={data.count}
            page={stats.page}
            onPageChange={(_e, page) => stats.setPage(page)}
            rowsPerPage={PLAY_STATS_PAGE_SIZE}
            rowsPerPageOptions={[PLAY_STATS_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
            getItemAriaLabel={(type) =>
              type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page'
            }
          />
          <PlayExport count={data.count} />
        </>
      )}
    </Box>
  );
}
