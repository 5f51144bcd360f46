// The session user as the API answers it (GET /api/auth/me, POST /api/auth/login; docs/api.md "Session"): who is
// logged in with their rights, the sites they may open and the server's environment.
import type { Environment } from './constants.js';
import type { SessionUser } from './rights.js';
import type { SiteSummary } from './sites/index.js';

export interface ConsoleUser extends SessionUser {
  sites: SiteSummary[];
  env: Environment;
}
