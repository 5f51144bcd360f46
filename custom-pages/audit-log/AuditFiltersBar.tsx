import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { FrenchDateField, localDateTimeOf, secondsOfDay } from '../shared/FrenchDateField';
import { useConsoleUser } from '../shared/useConsoleUser';
import { ACTION_LABELS, AUDIT_ACTIONS } from './auditEntries';
import type { AuditFilter, AuditFilters } from './auditQuery';

/** A select shows its empty choice ('Toutes', 'Tous'). */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

interface ChoiceFilterProps {
  label: string;
  /** The label of the empty choice ('Toutes', 'Tous'), shown when nothing is chosen. */
  empty: string;
  width: number;
  value: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  choices: { value: string; label: string }[];
}

function ChoiceFilter({ label, empty, width, value, onChange, choices }: ChoiceFilterProps) {
  return (
    <TextField select size="small" label={label} slotProps={SHOW_EMPTY} sx={{ width }} value={value ?? ''} onChange={onChange}>
      <MenuItem value="">{empty}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A local 'YYYY-MM-DDTHH:mm' filter, typed and picked in French. */
const DateFilter = ({ label, value, onChange }: Pick<ChoiceFilterProps, 'label' | 'value' | 'onChange'>) => (
  <FrenchDateField optional label={label} value={secondsOfDay(value)} onChange={(s) => onChange({ target: { value: localDateTimeOf(s) } })} />
);

/** The filters; texts apply on Enter or 'Filtrer', choices at once. */
export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (filters: AuditFilters) => void }) {
  const user = useConsoleUser();
  const schemas = useSchemas();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(filters), [key]);

  const set =
    (name: AuditFilter, apply = false) =>
    (event: { target: { value: string } }) => {
      const next = { ...draft, [name]: event.target.value || undefined };
      setDraft(next);
      if (apply) onChange(next);
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const sites = [
    ...(user?.sites ?? []).map((site) => ({ value: site._id, label: site.label })),
    { value: 'global', label: 'global (types globaux)' },
  ];
  const types = [...schemas].map((schema) => schema._id).sort((a, b) => a.localeCompare(b));

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      component="form"
      onSubmit={submit}
      aria-label="Filtres du journal"
      sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <ChoiceFilter
        label="Action"
        empty="Toutes"
        width={160}
        value={draft.action}
        onChange={set('action', true)}
        choices={AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }))}
      />
      <TextField size="small" label="Identifiant" sx={{ width: 200 }} value={draft.login ?? ''} onChange={set('login')} />
      <ChoiceFilter label="Site" empty="Tous" width={200} value={draft.siteId} onChange={set('siteId', true)} choices={sites} />
      <ChoiceFilter
        label="Type"
        empty="Tous"
        width={190}
        value={draft.cls}
        onChange={set('cls', true)}
        choices={types.map((type) => ({ value: type, label: type }))}
      />
      <TextField size="small" label="Id de l'enregistrement" sx={{ width: 200 }} value={draft.recordId ?? ''} onChange={set('recordId')} />
      <DateFilter label="Du" value={draft.from} onChange={set('from', true)} />
      <DateFilter label="Au" value={draft.to} onChange={set('to', true)} />
      <Button type="submit" variant="outlined">
        Filtrer
      </Button>
      <Button onClick={() => onChange({})}>Effacer</Button>
    </Stack>
  );
}
