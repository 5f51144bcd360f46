import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { useConsoleUser } from '../shared/useConsoleUser';
import { ACTION_LABELS, AUDIT_ACTIONS } from './auditEntries';
import type { AuditFilter, AuditFilters } from './auditQuery';

/** A select shows its empty choice ('Toutes', 'Tous'). */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

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
  const sites = [...(user?.sites ?? []).map((site) => ({ id: site._id, name: site.label })), { id: 'global', name: 'global (types globaux)' }];
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
      <TextField
        select
        size="small"
        label="Action"
        slotProps={SHOW_EMPTY}
        sx={{ width: 160 }}
        value={draft.action ?? ''}
        onChange={set('action', true)}
      >
        <MenuItem value="">Toutes</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Identifiant" sx={{ width: 200 }} value={draft.login ?? ''} onChange={set('login')} />
      <TextField
        select
        size="small"
        label="Site"
        slotProps={SHOW_EMPTY}
        sx={{ width: 200 }}
        value={draft.siteId ?? ''}
        onChange={set('siteId', true)}
      >
        <MenuItem value="">Tous</MenuItem>
        {sites.map((site) => (
          <MenuItem key={site.id} value={site.id}>
            {site.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Type" slotProps={SHOW_EMPTY} sx={{ width: 190 }} value={draft.cls ?? ''} onChange={set('cls', true)}>
        <MenuItem value="">Tous</MenuItem>
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Id de l'enregistrement" sx={{ width: 200 }} value={draft.recordId ?? ''} onChange={set('recordId')} />
      <TextField
        size="small"
        type="datetime-local"
        label="Du"
        sx={{ width: 220 }}
        value={draft.from ?? ''}
        onChange={set('from', true)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label="Au"
        sx={{ width: 220 }}
        value={draft.to ?? ''}
        onChange={set('to', true)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined">
        Filtrer
      </Button>
      <Button onClick={() => onChange({})}>Effacer</Button>
    </Stack>
  );
}
