import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlayMode } from '../../../model/statistics';
import { formatNumber } from '../format';
import type { ViewStats } from '../../../model/statistics';

export const MODE_LABELS: Record<PlayMode, string> = {
  pl_trailer: 'Playlist — bande-annonce',
  pl_full: 'Playlist — intégrale',
  trailer: 'Page de contenu — bande-annonce',
  full: 'Page de contenu — intégrale',
};
const ORDER: PlayMode[] = ['pl_trailer', 'pl_full', 'trailer', 'full'];

/** Playlist, content page and total plays and views over the range (trailer and full). */
export function ModeTable({ totals }: { totals: ViewStats['totals'] }) {
  const total = ORDER.reduce((acc, m) => ({ playCount: acc.playCount + totals[m].playCount, viewCount: acc.viewCount + totals[m].viewCount }), {
    playCount: 0,
    viewCount: 0,
  });
  const row = (label: string, c: { playCount: number; viewCount: number }, bold = false) => (
    <TableRow key={label}>
      <TableCell sx={{ fontWeight: bold ? 600 : undefined }}>{label}</TableCell>
      <TableCell align="right" sx={{ fontWeight: bold ? 600 : undefined }}>
        {formatNumber(c.playCount)}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: bold ? 600 : undefined }}>
        {formatNumber(c.viewCount)}
      </TableCell>
    </TableRow>
  );
  return (
    <Table size="small" aria-label="Lectures et vues par mode" sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell>Mode</TableCell>
          <TableCell align="right">Lectures</TableCell>
          <TableCell align="right">Vues</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ORDER.map((m) => row(MODE_LABELS[m], totals[m]))}
        {row('Total', total, true)}
        <TableRow>
          <TableCell>Minutes regardées</TableCell>
          <TableCell align="right">{formatNumber(totals.minutes)}</TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
