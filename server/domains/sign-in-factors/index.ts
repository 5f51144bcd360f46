// Sign-in factors and sessions in view (issue 32 §2–3, design.md §18): TOTP with recovery codes, passkeys, the second
// step of a login, the policy of who must have a factor, the factor asked again before sensitive actions, and
// 'Mes sessions'. Registered without encapsulation (fastify-plugin): its preHandler hook serves every route declaring
// `recentFactor`, so app.ts registers it before those.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import type { ConsoleUser } from '../../../model/session.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { SecretBox } from '../../storage/secretBox.js';
import { AccountFactors } from './account.js';
import { accountRoutes } from './accountRoutes.js';
import { loginRoutes } from './loginRoutes.js';
import { Passkeys, type RelyingParty } from './passkeys.js';
import { ownAccountHook, registerRecentFactor } from './recentFactor.js';
import { FactorService } from './service.js';
import { SessionsView } from './sessionsView.js';

export interface SignInFactorsOptions {
  pool: pg.Pool;
  /** TOTP secrets are stored encrypted with it. */
  secrets: SecretBox;
  audit: AuditService;
  auth: AuthService;
  hooks: RecordHookRegistry;
  relyingParty: RelyingParty;
  /** The session user as login answers it (with the sites and the environment). */
  me: (user: SessionUser) => ConsoleUser;
  sessionIdleMs: number;
  sessionMaxMs: number;
}

const plugin: FastifyPluginAsync<SignInFactorsOptions> = async (app, opts) => {
  const factors = new FactorService(opts.pool, opts.audit, opts.auth, new Passkeys(opts.pool, opts.relyingParty), opts.secrets);
  await factors.resealSecrets();
  const account = new AccountFactors(factors, opts.relyingParty.rpName);
  opts.auth.useSecondStep(factors.gate);
  registerRecentFactor(app, factors);
  opts.hooks.register('AdminUser', ownAccountHook(factors));
  loginRoutes(app, { factors, account, me: opts.me, sessionMaxMs: opts.sessionMaxMs });
  accountRoutes(app, {
    factors,
    account,
    sessions: new SessionsView(opts.pool, opts.auth, opts.audit, opts.sessionIdleMs),
    endSessionsOf: (userId) => opts.auth.endSessionsOf(userId),
  });
};

export const signInFactorsDomain = fp(plugin, { name: 'sign-in-factors' });
