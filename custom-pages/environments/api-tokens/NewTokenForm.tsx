import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FrenchDateField, dayOf, secondsOfDay } from '../../shared/FrenchDateField';
import { useConsoleUser } from '../../shared/useConsoleUser';
import { defaultExpiry, SCOPE_LABELS } from './tokenState';
import type { TokenDraft } from './useApiTokens';

export function NewTokenForm({ onCreate }: { onCreate: (draft: TokenDraft) => Promise<void> }) {
  const sites = useConsoleUser()?.sites ?? [];
  const [draft, setDraft] = useState<TokenDraft>({ name: '', scope: 'read', siteIds: [], expires: defaultExpiry() });
  const set = (patch: Partial<TokenDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }} sx={{ my: 2 }}>
      <TextField
        label="Nom du jeton"
        required
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        helperText="Le serveur qui l'utilisera"
      />
      <TextField
        select
        label="Portée"
        value={draft.scope}
        onChange={(e) => set({ scope: e.target.value as TokenDraft['scope'] })}
        sx={{ minWidth: 200 }}
      >
        {Object.entries(SCOPE_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sites"
        value={draft.siteIds}
        onChange={(e) => set({ siteIds: typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]) })}
        slotProps={{ select: { multiple: true } }}
        helperText="Aucun : tous les sites"
        sx={{ minWidth: 220 }}
      >
        {sites.map((s) => (
          <MenuItem key={s._id} value={s._id}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <FrenchDateField dateOnly optional label="Expire le" value={secondsOfDay(draft.expires)} onChange={(s) => set({ expires: dayOf(s) })} />
      <Button variant="contained" disabled={!draft.name.trim() || !draft.expires} onClick={() => void onCreate(draft)} sx={{ mt: 1 }}>
        Créer le jeton
      </Button>
    </Stack>
  );
}
