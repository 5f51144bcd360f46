// OpenID provider stand-in: `startOidcStandIn()` serves a real OpenID Connect provider on a loopback port (server.ts).
export { startOidcStandIn, type OidcStandIn, type OidcStandInOptions } from './server.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts.js';
export { FORGERIES, type Forgery } from './forgery.js';
