// The account menu's own settings, kept per person (schema-adapters/shared/userPreferences.ts): the tables' density
// for everyone, the property keys' badges for developers. Each item is a checkbox a screen reader names and states.
import { ListItemText, MenuItem, Switch } from '@mui/material';
import { usePreference, type UserPreferences } from '../../schema-adapters/shared';
import { useSessionUser } from '../session/SessionContext';

function PreferenceSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    // The menu stays open: one sees the change beneath it.
    <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={() => onChange(!checked)}>
      <ListItemText>{label}</ListItemText>
      <Switch size="small" edge="end" checked={checked} tabIndex={-1} inputProps={{ 'aria-hidden': true }} sx={{ ml: 2 }} />
    </MenuItem>
  );
}

function usePersonPreference<K extends keyof UserPreferences>(key: K) {
  return usePreference(useSessionUser().login, key);
}

export function CompactDensityMenuItem() {
  const [density, setDensity] = usePersonPreference('density');
  return <PreferenceSwitch label="Affichage compact" checked={density === 'compact'} onChange={(on) => setDensity(on ? 'compact' : 'standard')} />;
}

export function DeveloperModeMenuItem() {
  const [developerMode, setDeveloperMode] = usePersonPreference('developerMode');
  return <PreferenceSwitch label="Mode développeur" checked={developerMode} onChange={setDeveloperMode} />;
}
