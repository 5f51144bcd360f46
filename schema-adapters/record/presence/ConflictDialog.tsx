// The fields (or layout components) both people changed: each shown with both values, one kept per choice. Nothing
// else of the form moves: the untouched fields took the saved values already, the others keep the person's own.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { conflictId, planMerge, type Choice, type Conflict } from '../../../model/liveMerge';
import type { DataSchema } from '../../../model/metaSchema';
import { richTextToPlainText } from '../../../model/validation';
import { labelsOf, type PendingConflicts } from './useLiveMerge';

const PREVIEW_MAX = 300;

/** A value as text: rich text as its text, a layout component by its name and options. */
function preview(schema: DataSchema, conflict: Conflict, value: unknown): string {
  if (value === undefined || value === null || value === '') return '(vide)';
  const type = schema.propertiesList.find((p) => p.key === conflict.key)?.type;
  const text =
    type === 'richtext' && typeof value === 'string' ? richTextToPlainText(value) : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}…` : text;
}

function titleOf(schema: DataSchema, conflict: Conflict): string {
  const [field] = labelsOf(schema, [conflict.key]);
  if (conflict.part === undefined) return field ?? conflict.key;
  const component = (conflict.mine ?? conflict.theirs) as { label?: string; _id?: string } | undefined;
  return `${field ?? conflict.key}, composant ${component?.label ?? component?._id ?? conflict.part}`;
}

export const ConflictDialog = ({ schema, pending, onDone }: { schema: DataSchema; pending: PendingConflicts; onDone: () => void }) => {
  const form = useFormContext();
  const [choices, setChoices] = useState<Map<string, Choice>>(() => new Map());
  const apply = () => {
    const plan = planMerge(pending.input, choices);
    for (const key of new Set(pending.conflicts.map((c) => c.key))) {
      form.setValue(key, Object.hasOwn(plan.set, key) ? plan.set[key] : pending.input.mine[key], { shouldDirty: true });
    }
    onDone();
  };
  return (
    <Dialog open maxWidth="md" fullWidth aria-labelledby="merge-conflicts-title">
      <DialogTitle id="merge-conflicts-title">Modifié des deux côtés</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {pending.by} vient d&apos;enregistrer des changements sur des champs que vous modifiez aussi. Choisissez, pour chacun, la version à garder ;
          le reste du formulaire est déjà à jour.
        </Typography>
        {pending.conflicts.map((conflict) => {
          const id = conflictId(conflict);
          return (
            <fieldset key={id} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <Typography component="legend" variant="subtitle1">
                {titleOf(schema, conflict)}
              </Typography>
              <RadioGroup value={choices.get(id) ?? 'mine'} onChange={(_, value) => setChoices(new Map(choices).set(id, value as Choice))}>
                <FormControlLabel value="mine" control={<Radio />} label={`Ma version : ${preview(schema, conflict, conflict.mine)}`} />
                <FormControlLabel
                  value="theirs"
                  control={<Radio />}
                  label={`Version de ${pending.by} : ${preview(schema, conflict, conflict.theirs)}`}
                />
              </RadioGroup>
            </fieldset>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={apply}>
          Garder ces versions
        </Button>
      </DialogActions>
    </Dialog>
  );
};
