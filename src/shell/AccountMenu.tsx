// The account as an avatar (issue 34): its button stays one letter wide whatever the login's length, and its menu says
// who is signed in (spec 000 §2), then their pages, their display settings, the developers' tools and 'Déconnexion'.
import { Avatar, Divider, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Logout, UserMenuContextProvider, useTranslate } from 'react-admin';
import { useSessionUser } from '../session/SessionContext';
import { accountInitials } from './accountInitials';
import { ApiReferenceMenuItem } from './ApiReferenceMenuItem';
import { SecurityMenuItem, SessionsMenuItem } from './MyAccountMenuItems';
import { CompactDensityMenuItem, DeveloperModeMenuItem } from './PreferenceMenuItems';
import { ReloadSchemasMenuItem } from './ReloadSchemasMenuItem';

export function AccountMenu() {
  const translate = useTranslate();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const loggedInAs = translate('console.shell.logged_in_as', { login: user.login });
  const label = translate('ra.auth.user_menu');

  return (
    <>
      <Tooltip title={loggedInAs}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={!!anchor}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem', fontWeight: 700, bgcolor: '#fff', color: 'primary.dark' }}>
            {accountInitials(user.login)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <UserMenuContextProvider value={context}>
        {/* Items are MUI MenuItems, its direct children: the menu moves the focus among them. */}
        <Menu
          anchorEl={anchor}
          open={!!anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 360 } } }}
        >
          {/* Said, not chosen: an inert item (a menu holds items only), read in full, out of the arrows' way. */}
          <MenuItem
            disabled
            sx={{ '&.Mui-disabled': { opacity: 1 }, typography: 'body2', color: 'text.secondary', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {loggedInAs}
          </MenuItem>
          <SecurityMenuItem />
          <SessionsMenuItem />
          <Divider />
          <CompactDensityMenuItem />
          {user.isDeveloper && <DeveloperModeMenuItem />}
          {(user.isDeveloper || user.superAdmin) && <Divider />}
          {user.isDeveloper && <ReloadSchemasMenuItem />}
          {(user.isDeveloper || user.superAdmin) && <ApiReferenceMenuItem />}
          <Divider />
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}
