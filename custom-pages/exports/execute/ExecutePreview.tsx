import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatExportValue } from '../../../model/exports';
import type { ExecutePreview as Preview } from '../../../model/exports';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';

/** A value as the export writes it: an enumeration's label, 'Oui' / 'Non', French dates and numbers. */
export const shownValue = (value: unknown, prop: PropertyDefinition | undefined): string => formatExportValue(value, prop) || '(vide)';

/** How many records match, and the changes the command would make to the first few (fields by label, values as the export writes them). */
export function ExecutePreview({ preview, schema }: { preview: Preview; schema: DataSchema }) {
  const propOf = (key: string) => schema.propertiesList.find((p) => p.key === key);
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
            ...sample.diff.map((change) => {
              const prop = propOf(change.key);
              return (
                <TableRow key={`${sample._id}/${change.key}`}>
                  <TableCell>{sample.label}</TableCell>
                  <TableCell>{prop?.label ? `${prop.label} (${change.key})` : change.key}</TableCell>
                  <TableCell>{shownValue(change.before, prop)}</TableCell>
                  <TableCell>{shownValue(change.after, prop)}</TableCell>
                </TableRow>
              );
            }),
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
