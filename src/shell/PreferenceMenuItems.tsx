// The account menu's own settings, kept per person (schema-adapters/shared/userPreferences.ts): the tables' density
// for everyone, the property keys' badges for developers. Each item is a checkbox a screen reader names and states;
// its box is drawn, not an input (a control inside a menu item is one stop too many).
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { usePreference, type UserPreferences } from '../../schema-adapters/shared';
import { useSessionUser } from '../session/SessionContext';

function PreferenceSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    // The menu stays open: one sees the change beneath it.
    <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={() => onChange(!checked)}>
      <ListItemIcon>{checked ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
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
