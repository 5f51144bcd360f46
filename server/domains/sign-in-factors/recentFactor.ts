// Sensitive actions ask for the factor again (issue 32 §2): a route declaring `config.recentFactor` (login-as) and a
// write of one's own AdminUser that changes its login (the e-mail) or password need the factor given on this session
// within RECENT_MS. An account without a factor has nothing to give (the routes that need it ask its password).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/session.js';
import type { RecordHooks } from '../../services/recordHooks.js';
import { findAdminUserById } from '../../storage/adminUsers.js';
import type { FactorService } from './service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs the second factor given lately on the session (login-as). */
    recentFactor?: boolean;
  }
}

/** The request's session token, for the record hook below (record hooks see the user, not the session). */
const requestSession = new AsyncLocalStorage<{ token?: string }>();

export function registerRecentFactor(app: FastifyInstance, factors: FactorService): void {
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    requestSession.enterWith({ token });
    if (request.routeOptions.config?.recentFactor && request.user) await factors.requireRecent(request.user._id, token);
  });
}

const SENSITIVE_KEYS = ['login', 'password'];

export const ownAccountHook = (factors: FactorService): RecordHooks => ({
  beforeWrite: async (doc, write) => {
    if (write.action !== 'update' || write.id !== write.ctx.user._id) return;
    const stored = (await findAdminUserById(factors.pool, write.id))?.doc ?? {};
    if (SENSITIVE_KEYS.some((k) => JSON.stringify(doc[k]) !== JSON.stringify(stored[k]))) {
      await factors.requireRecent(write.ctx.user._id, requestSession.getStore()?.token);
    }
  },
});
