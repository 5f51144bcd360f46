// An enum's values (spec 000 §5): each with a value and a label, values unique; reorderable.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { KeyBadge } from '../../shared/KeyBadge';
import { useErrorAt } from './errorsStore';
import { useSchemaEditor } from './EditorContext';
import { SelectInput, TextInput } from './inputs';
import { newEnumValue } from './schemaForm';

const KIND_CHOICES = [
  { id: 'string', name: 'Texte' },
  { id: 'number', name: 'Nombre' },
  { id: 'boolean', name: 'Booléen' },
];

export function EnumValuesEditor({ name }: { name: string }) {
  const { errors } = useSchemaEditor();
  const listError = useErrorAt(errors, name);
  const { fields, append, remove, move } = useFieldArray({ name });
  return (
    <Box sx={{ mt: 1 }} role="group" aria-label="Valeurs">
      <Typography variant="body2" color={listError ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        Valeurs
        <KeyBadge name="values" />
        {listError && ` — ${listError}`}
      </Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ mb: 1, alignItems: 'flex-start' }} role="group" aria-label={`Valeur ${index + 1}`}>
          <Box sx={{ flex: 2 }}>
            <TextInput name={`${name}.${index}.value`} label="Valeur" required />
          </Box>
          <Box sx={{ flex: 3 }}>
            <TextInput name={`${name}.${index}.label`} label="Libellé" required />
          </Box>
          <Box sx={{ flex: 1, minWidth: 110 }}>
            <SelectInput name={`${name}.${index}.kind`} label="Sorte" keyName="" choices={KIND_CHOICES} />
          </Box>
          <IconButton aria-label={`Monter la valeur ${index + 1}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Descendre la valeur ${index + 1}`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Supprimer la valeur ${index + 1}`} onClick={() => remove(index)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append(newEnumValue())}>
        Ajouter une valeur
      </Button>
    </Box>
  );
}
