// The console's entry, a few kilobytes: before the console's code (React's DOM, MUI, the login page: mountConsole.tsx)
// has arrived, it asks for the session's check and the catalogue, the sites' routes and the code of the screen the
// address shows, then the list it shows, side by side with it rather than each after the one before. Signed out, the
// routes' code arrives while the login page is filled in.
import { preloadScreenOf, SiteRoutes } from './routing/screenCode';
import { readAddressListEarly } from './routing/earlyListRead';
import { earlyCatalogue, readCatalogueEarly } from './schemas/useSchemasLoader';
import { startSessionCheck } from './session/sessionApi';

// The catalogue beside the session's check rather than at its answer, which waited behind the evaluation of the
// console's code (100 to 300 ms on a cold load): signed out, it is refused, and dropped.
const dropCatalogue = readCatalogueEarly();
const session = startSessionCheck();
session.promise.then((user) => user || dropCatalogue(), dropCatalogue);
// With the catalogue (refused when signed out), the first page of the list the address shows, without waiting for the
// session's answer: the list's first render has its rows.
earlyCatalogue()?.then(readAddressListEarly, () => undefined);
const routesCode = SiteRoutes.preload().catch(() => undefined);
const screenCode = preloadScreenOf(window.location.pathname);
// Drawn once its code has come; when the session has been found by then, once the routes' and the screen's code have
// come too: the first render is then the screen's (SessionProvider and the catalogue's loader take the answers in
// hand), not a spinner's followed by a render and a commit for each piece in turn.
// Not longer than a moment, though: on a slow link the spinner shows rather than a blank page.
const CODE_WAIT_MS = 400;
void import('./mountConsole').then(async (console) => {
  if (session.answer?.value) {
    await Promise.race([Promise.all([routesCode, screenCode]), new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]);
  }
  console.mountConsole();
});
