// Journal d'audit (issue: super administrators read who did what): GET /api/audit-log, newest first, 50 a page,
// filtered by action, login, site, type, record id and dates; each write's diff in an expandable cell.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import type { AuditLogEntry } from '../../model/audit';
import { AUDIT_PAGE_SIZE, apiQueryOf, filtersOf, paramsOf, type AuditFilters } from './auditQuery';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditTable } from './AuditTable';

export default function AuditLogPage() {
  const call = useApiCall();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersOf(params);
  const query = apiQueryOf(filters, page);
  const { data, error, isFetching } = useQuery({
    queryKey: ['console.audit-log', query],
    queryFn: () => call<{ data: AuditLogEntry[]; count: number }>('/api/audit-log', { query }),
    placeholderData: keepPreviousData,
  });

  const setFilters = (next: AuditFilters) => setParams(paramsOf(next, 0));

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Journal d'audit
      </Typography>
      <AuditFiltersBar filters={filters} onChange={setFilters} />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      {data && (
        <>
          <AuditTable entries={data.data} />
          <TablePagination
            component="div"
            count={data.count}
            page={Math.min(page, Math.max(0, Math.ceil(data.count / AUDIT_PAGE_SIZE) - 1))}
            onPageChange={(_event, next) => setParams(paramsOf(filters, next))}
            rowsPerPage={AUDIT_PAGE_SIZE}
            rowsPerPageOptions={[AUDIT_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => `${from}-${to} sur ${count}`}
            getItemAriaLabel={(type) =>
              type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page'
            }
          />
        </>
      )}
    </Box>
  );
}
