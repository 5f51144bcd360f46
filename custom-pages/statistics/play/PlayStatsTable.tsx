import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RecordLink } from '../../../schema-adapters/shared';
import { formatDuration, formatNumber, formatPercent } from '../format';
import type { PlayStatRow } from '../../../model/statistics';

/** One row per video, linked to its edit page (for who may open the videos); the total column counts every status and mode. */
export function PlayStatsTable({ rows, showTotal, offset }: { rows: PlayStatRow[]; showTotal: boolean; offset: number }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Statistiques de lecture par vidéo">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Vidéo</TableCell>
            <TableCell align="right">Lectures</TableCell>
            <TableCell align="right">Vues</TableCell>
            <TableCell align="right">Utilisateurs</TableCell>
            <TableCell align="right">Temps moyen</TableCell>
            <TableCell align="right">Pourcentage moyen</TableCell>
            {showTotal && <TableCell align="right">Total lectures</TableCell>}
            {showTotal && <TableCell align="right">Total vues</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={row.entity._id} hover>
              <TableCell>{offset + i + 1}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <RecordLink type="Video" id={row.entity._id}>
                  {row.entity.label || row.entity._id}
                </RecordLink>
              </TableCell>
              <TableCell align="right">{formatNumber(row.count)}</TableCell>
              <TableCell align="right">{formatNumber(row.views)}</TableCell>
              <TableCell align="right">{formatNumber(row.distinctUsers)}</TableCell>
              <TableCell align="right">{formatDuration(row.avgTime)}</TableCell>
              <TableCell align="right">{formatPercent(row.avgPercent)}</TableCell>
              {showTotal && <TableCell align="right">{formatNumber(row.total.count)}</TableCell>}
              {showTotal && <TableCell align="right">{formatNumber(row.total.views)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
