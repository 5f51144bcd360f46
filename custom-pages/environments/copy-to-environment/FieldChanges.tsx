// A readable field-level diff (spec 000 §2): one row per changed field, the value replaced and the one brought.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FieldChange } from '../../../model/environments';

const KIND_LABELS: Record<FieldChange['kind'], string> = { added: 'Ajouté', removed: 'Retiré', changed: 'Modifié' };
const MAX_TEXT = 300;

export const valueText = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
};

/** `beforeLabel`: the side being replaced ('Sur la cible'); `afterLabel`: what the copy brings. */
export function FieldChanges({ changes, beforeLabel, afterLabel }: { changes: FieldChange[]; beforeLabel: string; afterLabel: string }) {
  if (!changes.length) return <Typography variant="body2">Aucune différence.</Typography>;
  return (
    <Table size="small" aria-label="Différences par champ">
      <TableHead>
        <TableRow>
          <TableCell>Champ</TableCell>
          <TableCell>Changement</TableCell>
          <TableCell>{beforeLabel}</TableCell>
          <TableCell>{afterLabel}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.path}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{c.path || '(tout)'}</TableCell>
            <TableCell>{KIND_LABELS[c.kind]}</TableCell>
            <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>{valueText(c.before)}</TableCell>
            <TableCell sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>{valueText(c.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
