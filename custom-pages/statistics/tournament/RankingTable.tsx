import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Ranking } from '../../../model/statistics';
import { formatNumber } from '../format';

export function RankingTable({ rows }: { rows: Ranking[] }) {
  return (
    <Table size="small" aria-label="Classement" sx={{ maxWidth: 520 }}>
      <TableHead>
        <TableRow>
          <TableCell>Rang</TableCell>
          <TableCell>Utilisateur</TableCell>
          <TableCell align="right">Score</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.rank}-${r.userId}`}>
            <TableCell>{r.rank}</TableCell>
            <TableCell>{r.login ?? r.userId}</TableCell>
            <TableCell align="right">{formatNumber(r.score)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
