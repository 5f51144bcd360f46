import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PLAY_KINDS, PLAY_PAGES, USER_STATUSES, type PlaySelection } from '../../../model/statistics';
import { toggled } from './usePlayStats';

const STATUS_LABELS: Record<string, string> = { anonymous: 'Anonymes', freemium: 'Freemium', premium: 'Premium' };
const PAGE_LABELS: Record<string, string> = { playlist: 'Playlist', content: 'Page de contenu' };
const KIND_LABELS: Record<string, string> = { trailer: 'Bande-annonce', full: 'Intégrale' };

function Group<T extends string>({
  label,
  values,
  labels,
  selected,
  onChange,
}: {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <FormGroup>
      <FormLabel component="legend" sx={{ fontSize: 13 }}>
        {label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            control={
              <Switch size="small" checked={selected.includes(value)} onChange={(e) => onChange(toggled(selected, value, e.target.checked))} />
            }
            label={labels[value]}
          />
        ))}
      </Stack>
    </FormGroup>
  );
}

interface PlayTogglesProps {
  selection: PlaySelection;
  onChange: (next: PlaySelection) => void;
  showTotal: boolean;
  onShowTotal: (on: boolean) => void;
}

/** The three groups of toggles, each a part of the selection. */
const GROUPS = [
  { key: 'statuses', label: 'Statut du visiteur', values: USER_STATUSES, labels: STATUS_LABELS },
  { key: 'pages', label: 'Page', values: PLAY_PAGES, labels: PAGE_LABELS },
  { key: 'kinds', label: 'Lecture', values: PLAY_KINDS, labels: KIND_LABELS },
] as const;

/** User status, playlist or content page, trailer or full, and the total column. */
export function PlayToggles({ selection, onChange, showTotal, onShowTotal }: PlayTogglesProps) {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {GROUPS.map((g) => (
        <Group<string>
          key={g.key}
          label={g.label}
          values={g.values}
          labels={g.labels}
          selected={selection[g.key]}
          onChange={(next) => onChange({ ...selection, [g.key]: next })}
        />
      ))}
      <FormGroup>
        <FormLabel component="legend" sx={{ fontSize: 13 }}>
          Colonnes
        </FormLabel>
        <FormControlLabel control={<Switch size="small" checked={showTotal} onChange={(e) => onShowTotal(e.target.checked)} />} label="Total" />
      </FormGroup>
    </Stack>
  );
}
