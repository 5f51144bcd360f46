// Aperçu d'un formulaire (spec 000 §2 super-admin "schema-preview"): any schema's generated form, empty or filled from
// a record picked by id, with the registry's inputs; nothing is ever saved.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { DataSchema } from '../../model/metaSchema';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { fuzzyFilterOptions } from '../../schema-adapters/shared/fuzzyFilterOptions';
import { PreviewForm } from './PreviewForm';
import { RecordPicker } from './RecordPicker';

const schemaOptionLabel = (option: DataSchema) => `${option.label} (${option._id})`;
const bySchemaLabel = fuzzyFilterOptions(schemaOptionLabel);

export default function SchemaPreviewPage() {
  const schemas = useSchemas();
  const [params, setParams] = useSearchParams();
  const schemaId = params.get('schema') ?? '';
  const recordId = params.get('record') ?? '';
  const schema = schemas.find((candidate) => candidate._id === schemaId);
  const options = useMemo(() => [...schemas].sort((a, b) => a.label.localeCompare(b.label, 'fr')), [schemas]);

  const choose = (next: { schema?: string; record?: string }) => {
    const query = new URLSearchParams();
    const nextSchema = next.schema ?? schemaId;
    if (nextSchema) query.set('schema', nextSchema);
    const nextRecord = 'record' in next ? next.record : recordId;
    if (nextRecord && nextSchema === schemaId) query.set('record', nextRecord);
    setParams(query);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Aperçu d'un formulaire
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={options}
            value={schema ?? null}
            onChange={(_event, picked) => choose({ schema: picked?._id ?? '', record: '' })}
            getOptionLabel={schemaOptionLabel}
            filterOptions={bySchemaLabel}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            renderInput={(inputParams) => <TextField {...inputParams} label="Schéma" size="small" />}
          />
        </Grid>
        {schema && schema.hasAssociatedDBCollection !== false && (
          <Grid size={{ xs: 12, md: 6 }}>
            <RecordPicker schema={schema} recordId={recordId} onPick={(id) => choose({ record: id })} />
          </Grid>
        )}
      </Grid>
      {!schemaId && <Typography color="text.secondary">Choisissez un schéma pour voir le formulaire généré.</Typography>}
      {schemaId && !schema && <Alert severity="warning">Schéma inconnu : {schemaId}</Alert>}
      {schema && <Preview key={`${schema._id}/${recordId}`} schema={schema} recordId={recordId} />}
    </Box>
  );
}

function Preview({ schema, recordId }: { schema: DataSchema; recordId: string }) {
  const { data, error, isPending } = useGetOne(schema._id, { id: recordId }, { enabled: !!recordId, retry: false });
  if (recordId && isPending) return <LinearProgress />;
  if (recordId && (error || !data)) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Aperçu : {recordId ? `formulaire rempli avec l'enregistrement ${recordId}` : "formulaire d'un nouvel enregistrement"}. Rien n'est enregistré.
      </Alert>
      <PreviewForm schema={schema} record={recordId ? data : undefined} />
    </Stack>
  );
}
