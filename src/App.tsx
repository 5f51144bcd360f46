// Session first: a spinner while it is checked, the login page without one, the sites' routes with one. The routes
// (the shell, lists, the record editor and all they import) are not part of the login page's code: they load beside it.
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useLayoutEffect } from 'react';
import { I18nContextProvider, useTranslate } from 'react-admin';
import { i18nProvider } from './i18n/i18nProvider';
import { readCatalogueEarly } from './schemas/useSchemasLoader';
import { SessionProvider, useSession } from './session/SessionContext';
import { SiteRoutes } from './routing/screenCode';
import { CenteredNotice } from './shell/CenteredNotice';
import { CrashBoundary } from './shell/CrashBoundary';
import { FullPageSpinner } from './shell/FullPageSpinner';
import { LoginPage } from './shell/LoginPage';
import { consoleTheme } from './theme';
import { OnDemandBoundary } from '../schema-adapters/shared/onDemand';

const outerTheme = createTheme(consoleTheme);

export function App() {
  return (
    <ThemeProvider theme={outerTheme}>
      <CssBaseline />
      <I18nContextProvider value={i18nProvider}>
        <CrashBoundary>
          <SessionProvider>
            <SessionGate />
          </SessionProvider>
        </CrashBoundary>
      </I18nContextProvider>
    </ThemeProvider>
  );
}

function SessionGate() {
  const { state, check } = useSession();
  const translate = useTranslate();
  const signedIn = state.status === 'authenticated';
  // The catalogue is read while the routes' code loads (the routes' loader takes it). A layout effect: it runs before
  // the effects of the routes drawn in the same commit (their code already loaded), whose loader then takes it.
  useLayoutEffect(() => (signedIn ? readCatalogueEarly() : undefined), [signedIn]);
  switch (state.status) {
    case 'checking':
      return <FullPageSpinner label={translate('console.session.checking')} />;
    case 'unreachable':
      return (
        <CenteredNotice
          message={translate('console.session.unreachable', { message: state.message })}
          actionLabel={translate('console.session.retry')}
          onAction={check}
        />
      );
    case 'anonymous':
      return <LoginPage />;
    case 'authenticated':
      return (
        <OnDemandBoundary fallback={<FullPageSpinner label={translate('console.session.checking')} />}>
          <SiteRoutes />
        </OnDemandBoundary>
      );
  }
}
