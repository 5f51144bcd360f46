// The custom export's field picker (spec 000 §5 "Custom export fields"): the fields a user may export, objects and
// references unfolded, each leaf a checkbox; the picked paths keep the tree's order.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ExportField } from '../../model/exports';

interface FieldPickerProps {
  fields: readonly ExportField[];
  picked: ReadonlySet<string>;
  onToggle: (path: string) => void;
}

export function FieldPicker({ fields, picked, onToggle }: FieldPickerProps) {
  return (
    <Box role="group" aria-label="Champs à exporter">
      {fields.map((field) =>
        field.children ? (
          <Box key={field.path} sx={{ mt: 1 }}>
            <Typography variant="subtitle2">{field.labels.at(-1)}</Typography>
            <Box sx={{ pl: 3, borderLeft: 1, borderColor: 'divider' }}>
              <FieldPicker fields={field.children} picked={picked} onToggle={onToggle} />
            </Box>
          </Box>
        ) : (
          <FormControlLabel
            key={field.path}
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                size="small"
                checked={picked.has(field.path)}
                onChange={() => onToggle(field.path)}
                // The whole path: « Nom » of the record and « Lieu - Nom » of its place are two fields.
                slotProps={{ input: { 'aria-label': field.labels.join(' - ') } }}
              />
            }
            label={field.labels.at(-1)}
          />
        ),
      )}
    </Box>
  );
}
