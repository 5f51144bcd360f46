import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExecutePreview as Preview } from '../../model/exportApi';

const shown = (value: unknown) => (value === null || value === undefined ? '(vide)' : JSON.stringify(value));

/** How many records match, and the changes the command would make to the first few. */
export function ExecutePreview({ preview }: { preview: Preview }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="execute-preview">
      <Typography variant="subtitle1" gutterBottom>
        {preview.countIsLowerBound ? 'Au moins ' : ''}
        {preview.count} enregistrement(s) concerné(s)
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Enregistrement</TableCell>
            <TableCell>Champ</TableCell>
            <TableCell>Avant</TableCell>
            <TableCell>Après</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.samples.flatMap((sample) => [
            ...sample.diff.map((change) => (
              <TableRow key={`${sample._id}/${change.key}`}>
                <TableCell>{sample.label}</TableCell>
                <TableCell>{change.key}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{shown(change.before)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{shown(change.after)}</TableCell>
              </TableRow>
            )),
            ...(sample.error || !sample.diff.length
              ? [
                  <TableRow key={`${sample._id}/note`}>
                    <TableCell>{sample.label}</TableCell>
                    <TableCell colSpan={3}>{sample.error ? <Alert severity="warning">{sample.error}</Alert> : 'Aucun changement'}</TableCell>
                  </TableRow>,
                ]
              : []),
          ])}
        </TableBody>
      </Table>
    </Paper>
  );
}
