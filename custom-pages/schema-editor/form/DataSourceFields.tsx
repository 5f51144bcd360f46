// An enum's choices read from records (spec 001 §3): resource required, query as JSON, value and label paths.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { KeyBadge } from '../../shared/KeyBadge';
import { useSchemaEditor } from './EditorContext';
import { ComboInput, SwitchInput, TextInput } from './inputs';

export function DataSourceFields({ name }: { name: string }) {
  const { schemaIds } = useSchemaEditor();
  const { field } = useController({ name });
  const enabled = typeof field.value === 'object' && field.value !== null;
  const at = (key: string) => `${name}.${key}`;
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => field.onChange(event.target.checked ? { resource: '' } : undefined)} />}
        label={
          <span>
            Choix lus dans des enregistrements (source de données)
            <KeyBadge name="dataSource" />
          </span>
        }
      />
      {enabled && (
        <Grid container spacing={2} sx={{ mt: 0.5, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <ComboInput name={at('resource')} label="Type des enregistrements" required options={schemaIds} keyName="resource" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextInput name={at('valuePath')} label="Chemin de la valeur" placeholder="_id" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextInput name={at('labelPath')} label="Chemin du libellé" placeholder="label" />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextInput name={at('query')} label="Filtre (JSON)" monospace multiline placeholder='{"status": "published"}' />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <SwitchInput name={at('isGlobal')} label="Type global (tous sites)" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name={at('apiPath')} label="Chemin d'API" placeholder="/data/Tag" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name={at('listPath')} label="Chemin de la liste dans la réponse" placeholder="data" />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
