// The Export tab of a list (spec 000 §2 List tabs, Exports; §4 Preset export; §5 custom export fields, export end
// date): presets of the type and a custom CSV of picked fields, with the list's current filter and search and a period
// on the creation date. The export runs as a job followed here; once done, its Export record page opens.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-admin';
import { exportFieldOptionsOf, exportFieldsOf, exportLeaves } from '../../model/exports';
import { exportPeriodError } from '../../model/exports';
import { presetsOf } from '../../model/exports';
import type { DataSchema } from '../../model/metaSchema';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { useSessionUser } from '../../schema-adapters/shared';
import { JobProgressPanel } from '../shared/jobs';
import { FieldPicker } from './FieldPicker';
import { PeriodInputs, periodSeconds, type Period } from './PeriodInputs';
import { useListFilter } from './useListFilter';
import { useStartExport } from './useStartExport';

export default function ExportTab({ schema, filterId }: { schema: DataSchema; filterId?: string }) {
  const schemas = useSchemas();
  const user = useSessionUser();
  const listFilter = useListFilter(schema, filterId);
  const subFilterLabel = filterId && schema.subFilters?.find((f) => f.id === filterId)?.label;
  const { start, running, busy, error, onDone, recordPath, exportsPath } = useStartExport();
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const fields = useMemo(() => exportFieldsOf(schema, exportFieldOptionsOf(schemas, user)), [schema, schemas, user]);
  const seconds = periodSeconds(period);
  const periodError = exportPeriodError(seconds.min, seconds.max);
  const blocked = busy || !!periodError;
  const base = { type: schema._id, ...listFilter, ...seconds };
  const toggle = (path: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  // The picked paths in the tree's order: the file's columns follow the picker.
  const pickedInOrder = [...exportLeaves(fields).keys()].filter((path) => picked.has(path));

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Alert severity="info">
        {[
          subFilterLabel && `Seuls les enregistrements du filtre « ${subFilterLabel} » sont exportés.`,
          listFilter.adminFilter || listFilter.adminSearch
            ? `Le filtre et la recherche de la liste s'appliquent${listFilter.adminSearch ? ` (recherche « ${listFilter.adminSearch} »)` : ''}.`
            : !subFilterLabel && 'Tous les enregistrements de la liste sont exportés (aucun filtre ni recherche en cours).',
        ]
          .filter(Boolean)
          .join(' ')}
      </Alert>
      {exportsPath && <Link to={exportsPath}>Exports précédents et leurs fichiers</Link>}
      <PeriodInputs period={period} onChange={setPeriod} error={periodError} />
      {error && <Alert severity="error">{error}</Alert>}
      {busy && !running && <LinearProgress aria-label="Lancement de l'export" />}
      {running && (
        <>
          <JobProgressPanel key={running.jobId} jobId={running.jobId} onDone={onDone} />
          {recordPath && <Link to={recordPath}>Voir l'export et son rapport</Link>}
        </>
      )}
      {presetsOf(schema._id).length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" gutterBottom>
            Préréglages (CSV)
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {presetsOf(schema._id).map((preset) => (
              // The preset's id beside its label: the name the spec and the Export records (params.preset) give it.
              <Button
                key={preset.id}
                variant="contained"
                disabled={blocked}
                onClick={() => start({ ...base, preset: preset.id })}
                sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none' }}
              >
                {preset.label}
                <Typography component="span" variant="caption" sx={{ opacity: 0.8, fontFamily: 'monospace' }}>
                  {preset.id}
                </Typography>
              </Button>
            ))}
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Export personnalisé (CSV)
        </Typography>
        <Box sx={{ maxHeight: 420, overflow: 'auto', mb: 2 }}>
          <FieldPicker fields={fields} picked={picked} onToggle={toggle} />
        </Box>
        <Button variant="contained" disabled={blocked || !pickedInOrder.length} onClick={() => start({ ...base, fields: pickedInOrder })}>
          Exporter les champs choisis ({pickedInOrder.length})
        </Button>
      </Paper>
    </Stack>
  );
}
