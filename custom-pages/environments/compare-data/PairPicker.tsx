// The choices of the comparison: the other server, an instance on each side, a type on each side.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { withPeerHint } from '../../../model/environments';
import { errorMessageOf } from '../../../schema-adapters/shared';
import type { ServerChoice } from '../../../model/environments';
import { useServerSites } from '../copy-to-environment/useEnvironments';
import { SelectField } from '../../shared/SelectField';
import { useConsoleUser } from '../../shared/useConsoleUser';
import { pickTypes } from './comparableTypes';
import type { Pair } from './useComparison';

interface Props {
  pair: Partial<Pair>;
  onChange: (pair: Partial<Pair>) => void;
  servers: ServerChoice[];
  types: { value: string; label: string }[];
}

export function PairPicker({ pair, onChange, servers, types }: Props) {
  const here = useConsoleUser()?.sites ?? [];
  const there = useServerSites(pair.rightEnv);
  const set = (patch: Partial<Pair>) => onChange({ ...pair, ...patch });
  const setType = (side: 'left' | 'right', value: string) => {
    const next = pickTypes({ left: pair.leftType ?? '', right: pair.rightType ?? '' }, side, value);
    set({ leftType: next.left, rightType: next.right });
  };
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectField
          label="Instance ici"
          value={pair.leftSite}
          onChange={(v) => set({ leftSite: v })}
          options={here.map((s) => ({ value: s._id, label: s.label }))}
        />
        <SelectField
          label="Autre serveur"
          value={pair.rightEnv}
          onChange={(v) => set({ rightEnv: v, rightSite: undefined })}
          options={servers.map((s) => ({ value: s.name, label: s.label }))}
        />
        <SelectField
          label="Instance de l'autre serveur"
          value={pair.rightSite}
          onChange={(v) => set({ rightSite: v })}
          options={(there.data ?? []).map((s) => ({ value: s._id, label: s.label }))}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectField label="Type ici" value={pair.leftType} onChange={(v) => setType('left', v)} options={types} width={260} />
        <SelectField label="Type de l'autre serveur" value={pair.rightType} onChange={(v) => setType('right', v)} options={types} width={260} />
      </Stack>
      {there.error && <Alert severity="error">{withPeerHint(errorMessageOf(there.error), pair.rightEnv ?? '')}</Alert>}
    </Stack>
  );
}
