// The console's entry, a few kilobytes: before the console's code (React's DOM, MUI, the login page: mountConsole.tsx)
// has arrived, it asks for the session's check (then the catalogue), the sites' routes and the code of the screen the
// address shows, side by side with it rather than each after the one before. Signed out, the routes' code arrives
// while the login page is filled in.
import { preloadScreenOf, SiteRoutes } from './routing/screenCode';
import { readCatalogueEarly } from './schemas/useSchemasLoader';
import { startSessionCheck } from './session/sessionApi';

startSessionCheck().then(
  (user) => user && readCatalogueEarly(),
  () => undefined,
);
void import('./mountConsole').then((console) => console.mountConsole());
void SiteRoutes.preload().catch(() => undefined);
preloadScreenOf(window.location.pathname);
