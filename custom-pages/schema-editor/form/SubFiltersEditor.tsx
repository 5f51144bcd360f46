// Sidebar sub-filters of a collection (model/metaSchema.ts subFilters): /{collection path}/{id}/collection lists the
// records matching adminFilter.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { KeyBadge } from '../../shared/KeyBadge';
import { TextInput } from './inputs';

export function SubFiltersEditor() {
  const { fields, append, remove } = useFieldArray({ name: 'subFilters', keyName: 'fieldKey' });
  return (
    <Box role="group" aria-label="Sous-filtres">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Sous-filtres de la barre latérale
        <KeyBadge name="subFilters" />
      </Typography>
      {fields.map((field, index) => (
        <Stack key={field.fieldKey} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <TextInput name={`subFilters.${index}.id`} label="Identifiant (URL)" required />
          </Box>
          <Box sx={{ flex: 1 }}>
            <TextInput name={`subFilters.${index}.label`} label="Libellé" required />
          </Box>
          <Box sx={{ flex: 2 }}>
            <TextInput name={`subFilters.${index}.adminFilter`} label="Filtre (JSON)" required monospace placeholder='{"status": "published"}' />
          </Box>
          <IconButton aria-label={`Supprimer le sous-filtre ${index + 1}`} onClick={() => remove(index)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append({ id: '', label: '', adminFilter: '{}' })}>
        Ajouter un sous-filtre
      </Button>
    </Box>
  );
}
