// Single sign-on with OpenID Connect (issue 32, part A; design.md §18): SsoProvider records (catalogue/schemas/
// SsoProvider.json) with their write rule and their client secret kept write-only, the sign-in routes, the rule that an
// account marked "Connexion par SSO obligatoire" no longer signs in with its password, and the local simulator.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { ServerConfig } from '../../config.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { SecretBox } from '../../storage/secretBox.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { checkProviderDoc, SSO_PROVIDER_TYPE } from './providers.js';
import { RelyingParty, ssoRefusal } from './relyingParty.js';
import { ssoRoutes } from './routes.js';
import { SsoService } from './service.js';
import { startStandInProvider } from './standIn.js';

export interface SsoDomainOptions {
  pool: pg.Pool;
  hooks: RecordHookRegistry;
  registry: SchemaRegistry;
  auth: AuthService;
  audit: AuditService;
  /** Client secrets are stored encrypted with it. */
  secrets: SecretBox;
  config: Pick<ServerConfig, 'sessionMaxMs' | 'sso'>;
}

export const ssoDomain: FastifyPluginAsync<SsoDomainOptions> = async (app, { pool, hooks, registry, auth, audit, secrets, config }) => {
  const sso = new SsoService({ pool, auth, audit, registry, secrets, rp: new RelyingParty() });
  hooks.register(SSO_PROVIDER_TYPE, {
    // Sent to the provider at each code exchange: not hashed but encrypted (a plain one from before, at its next write).
    keepsWriteOnly: ['clientSecret'],
    complete: (doc) => {
      if (typeof doc.clientSecret === 'string' && doc.clientSecret && !SecretBox.isSealed(doc.clientSecret))
        doc.clientSecret = secrets.seal(doc.clientSecret);
    },
    validate: (doc) => checkProviderDoc(doc),
    afterCommit: async ({ id }) => sso.forget(id),
  });
  // Whatever the other method (password, with a factor or not, a passkey alone): refused the same way.
  auth.addSignInGuard((account, method) => (account.doc.ssoRequired === true && method !== 'sso' ? ssoRefusal('SSO_REQUIRED', 403) : undefined));
  // SSO made compulsory: the sessions its password opened end too (the next sign-in goes through the provider).
  hooks.register('AdminUser', {
    afterCommit: async ({ id, before, after }) => {
      if (before && before.ssoRequired !== true && after.ssoRequired === true) await auth.endSessionsOf(id);
    },
  });
  await sso.resealSecrets();
  ssoRoutes(app, { sso, sessionMaxMs: config.sessionMaxMs, publicUrl: config.sso.publicUrl });
  if (config.sso.standIn) {
    const standIn = await startStandInProvider(pool, registry, secrets, config.sso.sharedStandIn);
    if (standIn) app.addHook('onClose', () => standIn.close());
  }
};
