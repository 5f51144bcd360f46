// Before the dry run (issue 31 §1, §3): each CSV column's field, shown as the server matched it and changeable, and
// how rows find their record: create only, update by identifier, or add-or-update by identifier or by a field.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportMode, ImportTargetView, ImportView } from '../../model/imports';
import { SelectField } from '../shared/SelectField';
import type { ImportSettings } from './useImport';

const MODES: { value: ImportMode; label: string }[] = [
  { value: 'create', label: 'Créer seulement' },
  { value: 'update', label: 'Mettre à jour par identifiant' },
  { value: 'upsert', label: 'Ajouter ou mettre à jour' },
];
const LEFT_OUT = '';
const ID_KEY = { value: '_id', label: 'Identifiant' };

export interface ImportSettingsFormProps {
  imp: ImportView;
  targets: readonly ImportTargetView[];
  settings: ImportSettings;
  onChange: (settings: ImportSettings) => void;
  disabled: boolean;
}

export function ImportSettingsForm({ imp, targets, settings, onChange, disabled }: ImportSettingsFormProps) {
  const fieldOptions = [{ value: LEFT_OUT, label: 'Laisser de côté' }, ...targets.map((t) => ({ value: t.path, label: `${t.label} (${t.path})` }))];
  // A dump's types have no field in common: its rows are found by identifier.
  const keyOptions = targets.length ? targets.filter((t) => !t.path.includes('.')).map((t) => ({ value: t.path, label: t.label })) : [ID_KEY];
  const setColumn = (i: number, path: string) => onChange({ ...settings, columns: settings.columns.map((c, j) => (j === i ? path || null : c)) });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {imp.format === 'csv' && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            Colonnes du fichier
          </Typography>
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            {imp.columns.map((column, i) => (
              <Stack key={`${i}-${column.column}`} direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <Typography sx={{ minWidth: 200 }}>« {column.column} »</Typography>
                <SelectField
                  label={`Champ de la colonne ${column.column}`}
                  value={settings.columns[i] ?? LEFT_OUT}
                  onChange={(path) => setColumn(i, path)}
                  options={fieldOptions}
                  disabled={disabled}
                  width={320}
                />
              </Stack>
            ))}
          </Stack>
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <SelectField
          label="Mode"
          value={settings.mode}
          onChange={(mode) => onChange({ ...settings, mode: mode as ImportMode })}
          options={MODES}
          disabled={disabled}
          width={260}
        />
        {settings.mode === 'upsert' && (
          <SelectField
            label="Retrouver les enregistrements par"
            value={settings.key}
            onChange={(key) => onChange({ ...settings, key })}
            options={keyOptions}
            disabled={disabled}
            width={260}
          />
        )}
      </Stack>
    </Paper>
  );
}
