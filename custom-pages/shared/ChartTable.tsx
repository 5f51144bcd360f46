// The text alternative of a chart (WCAG 1.1.1): a 'Voir le tableau' toggle under it shows the same figures as a table,
// one row per point and one column per line, for a screen reader or whoever cannot tell the lines' colours apart.
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ChartTableProps<Row> {
  /** The chart's title, as the table's caption. */
  caption: string;
  /** Heading of the first column (the axis: 'Jour', 'Heure'…). */
  axisLabel: string;
  rows: readonly Row[];
  axis: (row: Row) => string;
  columns: readonly { key: string; label: string }[];
  format: (value: number) => string;
}

export function ChartTable<Row extends Record<string, unknown>>({ caption, axisLabel, rows, axis, columns, format }: ChartTableProps<Row>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const cell = (value: unknown) => (typeof value === 'number' ? format(value) : '—');
  return (
    <>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? 'Masquer le tableau' : 'Voir le tableau'}
      </Button>
      {open && (
        <TableContainer id={id} sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader>
            <caption style={{ captionSide: 'top' }}>{caption}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {axisLabel}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} component="th" scope="col" align="right">
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  <TableCell component="th" scope="row">
                    {axis(row)}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key} align="right">
                      {cell(row[column.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
