// OpenID provider stand-in: `startOidcStandIn()` serves a real OpenID Connect provider on a loopback port (server.ts).
export { startOidcStandIn, type OidcStandIn } from './server.js';
