// Super-admin screen of every background job (issue 9 §1): live progress, state, who started it; a row opens the job.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename } from 'react-admin';
import { useSearchParams } from 'react-router';
import { isJobOver, JOB_STATE_LABELS, type JobState } from '../../model/jobs';
import { formatDateTime } from '../../schema-adapters/shared/formatDateTime';
import type { CustomPageProps } from '../types';
import { CancelJobButton, JobProgressPanel, JobStateChip } from '../shared/jobs';
import { JOBS_PAGE_SIZE, useJobList, type JobListQuery } from './useJobList';

export default function JobsPage({ subPath }: CustomPageProps) {
  const basename = useBasename();
  const root = `${basename}/super-admin/jobs`;
  if (subPath.length === 1) {
    return (
      <Box sx={{ p: 2, maxWidth: 900 }}>
        <Button component={LinkBase} to={root} sx={{ mb: 1 }}>
          ← Toutes les tâches
        </Button>
        <JobProgressPanel jobId={subPath[0]} logOpen />
      </Box>
    );
  }
  return <JobList root={root} />;
}

/** `?etat=failed`: the home's links open the list on one state. */
const stateOfAddress = (value: string | null): JobState | undefined =>
  value !== null && Object.hasOwn(JOB_STATE_LABELS, value) ? (value as JobState) : undefined;

function JobList({ root }: { root: string }) {
  const [params] = useSearchParams();
  const [query, setQuery] = useState<JobListQuery>(() => ({ page: 0, state: stateOfAddress(params.get('etat')) }));
  const { result, error } = useJobList(query);
  const [cancelError, setCancelError] = useState<string>();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Tâches
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="État"
          value={query.state ?? ''}
          onChange={(e) => setQuery({ page: 0, kind: query.kind, state: (e.target.value || undefined) as JobState | undefined })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">(tous)</MenuItem>
          {Object.entries(JOB_STATE_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {cancelError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {cancelError}
        </Alert>
      )}
      {!result ? (
        <LinearProgress aria-label="Chargement des tâches" />
      ) : !result.data.length ? (
        <Typography color="text.secondary">Aucune tâche pour ce filtre</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Tâches">
            <TableHead>
              <TableRow>
                <TableCell>Tâche</TableCell>
                <TableCell>Site</TableCell>
                <TableCell>Lancée par</TableCell>
                <TableCell>Créée le</TableCell>
                <TableCell>État</TableCell>
                <TableCell sx={{ minWidth: 200 }}>Progression</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {result.data.map((job) => (
                <TableRow key={job.id} hover>
                  <TableCell>
                    <LinkBase to={`${root}/${job.id}`}>{job.label}</LinkBase>
                  </TableCell>
                  <TableCell>{job.siteId === 'global' ? 'Toute la plateforme' : job.siteId}</TableCell>
                  <TableCell>{job.startedBy?.login ?? 'Planificateur'}</TableCell>
                  <TableCell>{formatDateTime(job.createdAt)}</TableCell>
                  <TableCell>
                    <JobStateChip state={job.state} />
                  </TableCell>
                  <TableCell>
                    <LinearProgress variant="determinate" value={Math.round(job.progress * 100)} aria-label={`Progression de ${job.label}`} />
                    <Typography variant="caption" color="text.secondary">
                      {job.error ?? job.progressText}
                    </Typography>
                  </TableCell>
                  <TableCell>{!isJobOver(job.state) && <CancelJobButton jobId={job.id} label={job.label} onOutcome={setCancelError} />}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={result.count}
            page={query.page}
            rowsPerPage={JOBS_PAGE_SIZE}
            rowsPerPageOptions={[JOBS_PAGE_SIZE]}
            onPageChange={(_, page) => setQuery({ ...query, page })}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        </>
      )}
    </Box>
  );
}
