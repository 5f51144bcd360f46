import { AppBar, Box, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import { LoadingIndicator, Logout, UserMenu, useTranslate } from 'react-admin';
import { useSessionUser } from '../session/SessionContext';
import { DeveloperEnvironment } from './DeveloperEnvironment';
import { ApiReferenceMenuItem } from './ApiReferenceMenuItem';
import { SecurityMenuItem, SessionsMenuItem } from './MyAccountMenuItems';
import { ReloadSchemasMenuItem } from './ReloadSchemasMenuItem';
import { SectionBurger } from './SectionBurger';
import { SearchButton } from './search/SearchButton';
import { SectionLinks } from './SectionLinks';
import { SiteHomeLink } from './SiteHomeLink';
import { SiteSwitcher } from './SiteSwitcher';
import { useVisibleSections } from './useVisibleSections';

/**
 * Navbar: site home, sections, environment for developers, site switcher, user menu. It never pushes the page sideways:
 * the sections fold into a burger below md, the site's name beside its mark shows from xl (the switcher names the site
 * too), and the section entries scroll within their own strip when they do not all fit (ten of a super administrator).
 */
export function ShellAppBar() {
  const translate = useTranslate();
  const user = useSessionUser();
  const sections = useVisibleSections();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar variant="dense" sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 'var(--console-bar-height)' }}>
        {small && sections.length > 0 && <SectionBurger sections={sections} />}
        <SiteHomeLink compact={!wide} />
        {!small && <SectionLinks sections={sections} />}
        <Box sx={{ flex: 1, minWidth: 0 }} />
        <SearchButton compact={small} />
        {user.isDeveloper && <DeveloperEnvironment env={user.env} />}
        <SiteSwitcher />
        <LoadingIndicator />
        <UserMenu>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('console.shell.logged_in_as', { login: user.login })}
          </Typography>
          <SecurityMenuItem />
          <SessionsMenuItem />
          {user.isDeveloper && <ReloadSchemasMenuItem />}
          {(user.isDeveloper || user.superAdmin) && <ApiReferenceMenuItem />}
          <Logout />
        </UserMenu>
      </Toolbar>
    </AppBar>
  );
}
