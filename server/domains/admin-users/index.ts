// Console accounts (global type `AdminUser`): a session holds the account's rights, so a change of what it holds
// ends the account's sessions, and an archive ends them for good (a restore does not bring them back). A super
// administrator unlocks an account that failed logins throttle (routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { AuthService } from '../auth/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { adminUserRoutes } from './routes.js';

export const ADMIN_USER_TYPE = 'AdminUser';

/** What a session is built from (see auth.ts): changing one of them ends the sessions. */
const SESSION_KEYS = ['password', 'rights', 'siteIds', 'disabled', 'superAdmin', 'isDeveloper'];

const changedFor = (before: Record<string, unknown>, after: Record<string, unknown>): boolean =>
  SESSION_KEYS.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));

export interface AdminUsersDomainOptions {
  hooks: RecordHookRegistry;
  auth: AuthService;
}

export const adminUsersDomain: FastifyPluginAsync<AdminUsersDomainOptions> = async (app, { hooks, auth }) => {
  adminUserRoutes(app, auth);
  hooks.register(ADMIN_USER_TYPE, {
    afterCommit: async ({ action, id, before, after }) => {
      if (action === 'archive' || (before && changedFor(before, after))) await auth.endSessionsOf(id);
    },
  });
};
