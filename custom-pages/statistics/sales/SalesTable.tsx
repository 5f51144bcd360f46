import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../../schema-adapters/shared';
import type { SalesSummary } from '../../../model/statistics';
import { formatEuros, formatNumber } from '../format';

const periodText = (p: { startTs: number; endTs: number }) => `${formatDateTime(p.startTs)} – ${formatDateTime(p.endTs)}`;

/** One line per figure: the previous period on the left, the selected one on the right. */
export function SalesTable({ summary }: { summary: SalesSummary }) {
  const value = (key: string, n: number) => (key === 'revenue' ? formatEuros(n) : formatNumber(n));
  return (
    <Table size="small" aria-label="Résumé des ventes" sx={{ maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">
            Période précédente
            <br />
            <small>{periodText(summary.previous)}</small>
          </TableCell>
          <TableCell align="right">
            Période sélectionnée
            <br />
            <small>{periodText(summary.current)}</small>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell>{line.label}</TableCell>
            <TableCell align="right">{value(line.key, line.startDateValue)}</TableCell>
            <TableCell align="right">{value(line.key, line.endDateValue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
