// The schema collection (spec 000 §2: "for the schema collection, a schema list with search"): every schema of the
// live catalogue with its id, label, section and number of properties; '+ Créer'.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { LinkBase, useNavigate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../model/constants';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { DumpSchemasButton } from '../actions/DumpSchemasButton';
import { useSchemaScreens } from '../paths';
import { schemaRows, type SchemaSort } from './schemaRows';

const COLUMNS: { sort: SchemaSort; label: string; numeric?: boolean }[] = [
  { sort: 'id', label: 'Identifiant' },
  { sort: 'label', label: 'Libellé' },
  { sort: 'section', label: 'Section' },
  { sort: 'properties', label: 'Propriétés', numeric: true },
];

export function SchemaList() {
  const schemas = useSchemas();
  const screens = useSchemaScreens();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ by: SchemaSort; order: 'asc' | 'desc' }>({ by: 'id', order: 'asc' });
  const [page, setPage] = useState(0);
  const rows = useMemo(() => schemaRows(schemas, search, sort.by, sort.order), [schemas, search, sort]);
  const shown = rows.slice(page * DEFAULT_PAGE_SIZE, (page + 1) * DEFAULT_PAGE_SIZE);

  const sortBy = (by: SchemaSort) => setSort((current) => ({ by, order: current.by === by && current.order === 'asc' ? 'desc' : 'asc' }));

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Schémas
        </Typography>
        <DumpSchemasButton />
        <Button component={LinkBase} to={screens.create} variant="contained">
          + Créer
        </Button>
      </Stack>
      <TextField
        size="small"
        placeholder="Rechercher"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        slotProps={{
          htmlInput: { 'aria-label': 'Rechercher un schéma (libellé, identifiant, section)' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1, width: { xs: '100%', sm: 360 } }}
      />
      <Table size="small" aria-label="Schémas">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.sort} align={column.numeric ? 'right' : 'left'} sortDirection={sort.by === column.sort ? sort.order : false}>
                <TableSortLabel
                  active={sort.by === column.sort}
                  direction={sort.by === column.sort ? sort.order : 'asc'}
                  onClick={() => sortBy(column.sort)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(screens.detail(row.id))}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.id}</TableCell>
              <TableCell>{row.label}</TableCell>
              <TableCell>{row.sectionLabel}</TableCell>
              <TableCell align="right">{row.properties}</TableCell>
              <TableCell onClick={(event) => event.stopPropagation()}>
                <Button size="small" component={LinkBase} to={screens.edit(row.id)}>
                  Modifier
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>Aucun résultat</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={Math.min(page, Math.max(0, Math.ceil(rows.length / DEFAULT_PAGE_SIZE) - 1))}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={DEFAULT_PAGE_SIZE}
        rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} sur ${count}`}
        getItemAriaLabel={(type) =>
          type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page'
        }
      />
    </Box>
  );
}
