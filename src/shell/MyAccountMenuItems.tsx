// The user menu's 'Sécurité' (second factors) and 'Mes sessions' (custom-pages/my-account). Two items, not a fragment:
// MUI's Menu walks its direct children for focus.
import DevicesIcon from '@mui/icons-material/Devices';
import SecurityIcon from '@mui/icons-material/Security';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useUserMenu } from 'react-admin';
import { Link } from 'react-router';

function MyAccountMenuItem({ path, label, icon }: { path: string; label: string; icon: ReactNode }) {
  const basename = useBasename();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={`${basename}/mon-compte/${path}`} onClick={() => menu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

export const SecurityMenuItem = () => <MyAccountMenuItem path="securite" label="Sécurité" icon={<SecurityIcon fontSize="small" />} />;
export const SessionsMenuItem = () => <MyAccountMenuItem path="sessions" label="Mes sessions" icon={<DevicesIcon fontSize="small" />} />;
