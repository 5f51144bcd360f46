import { AppBar, Box, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { memo } from 'react';
import { LoadingIndicator } from 'react-admin';
import { useSessionUser } from '../session/SessionContext';
import { environmentColour } from '../theme';
import { AccountMenu } from './AccountMenu';
import { DeveloperEnvironment } from './DeveloperEnvironment';
import { SectionBurger } from './SectionBurger';
import { SearchButton } from './search/SearchButton';
import { SectionLinks } from './SectionLinks';
import { SiteHomeLink } from './SiteHomeLink';
import { SiteSwitcher } from './SiteSwitcher';
import { useVisibleSections } from './useVisibleSections';

/**
 * Navbar: site home, sections, environment for developers, site switcher, account. It wears the environment's colour
 * (prod is never taken for dev, whoever looks), and never pushes the page sideways:
 * the sections fold into a burger below md, the site's name beside its mark shows from xl (the switcher names the site
 * too), and the section entries scroll within their own strip when they do not all fit (ten of a super administrator).
 * Memoised, its links plain anchors: the shell is drawn again at every navigation (react-admin's routes follow the
 * location), the navbar only when its own state changes.
 */
export const ShellAppBar = memo(function ShellAppBar() {
  const user = useSessionUser();
  const sections = useVisibleSections();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));

  return (
    <AppBar position="sticky" sx={{ bgcolor: environmentColour(user.env), color: '#fff' }} data-environment={user.env}>
      <Toolbar variant="dense" sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 'var(--console-bar-height)' }}>
        {small && sections.length > 0 && <SectionBurger sections={sections} />}
        <SiteHomeLink compact={!wide} />
        {!small && <SectionLinks sections={sections} />}
        <Box sx={{ flex: 1, minWidth: 0 }} />
        <SearchButton compact={small} />
        {user.isDeveloper && <DeveloperEnvironment env={user.env} />}
        <SiteSwitcher />
        <LoadingIndicator />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
});
