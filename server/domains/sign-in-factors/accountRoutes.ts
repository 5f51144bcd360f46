// One's own factors and sessions (docs/api.md "Sécurité du compte"), and a super administrator's view of another
// account's sessions and of the sign-in policy: thin, the services check the rest.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { currentUser, SESSION_COOKIE } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { errorReplies } from '../../schemas/index.js';
import type { AccountFactors } from './account.js';
import { writePolicy, readPolicy, type FactorPolicy } from './policy.js';
import {
  CODE,
  credential,
  CREDENTIAL_ID,
  factorStatusReply,
  PASSKEY_NAME,
  passkeyReply,
  policyBody,
  policyReply,
  recoveryCodesReply,
  SESSION_KEY,
  sessionsReply,
  totpSetupReply,
  webauthnOptions,
} from './schemas.js';
import type { FactorService } from './service.js';
import type { SessionsView } from './sessionsView.js';

export interface AccountRouteDeps {
  factors: FactorService;
  account: AccountFactors;
  sessions: SessionsView;
  endSessionsOf: (userId: string) => Promise<void>;
}

const session = { right: 'session' } as const;
const superAdmin = { right: 'superAdmin' } as const;
const none = { 204: { type: 'null' }, ...errorReplies } as const;
const empty = { type: 'object', additionalProperties: false, properties: {} } as const;
const tokenOf = (req: FastifyRequest) => req.cookies[SESSION_COOKIE];
const idParams = { type: 'object', required: ['id'], properties: { id: CREDENTIAL_ID } } as const;
const keyParams = { type: 'object', required: ['key'], properties: { key: SESSION_KEY } } as const;
const userParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } } as const;
const userKeyParams = { type: 'object', required: ['id', 'key'], properties: { id: userParams.properties.id, key: SESSION_KEY } } as const;

export function accountRoutes(fastify: FastifyInstance, { factors, account, sessions, endSessionsOf }: AccountRouteDeps): void {
  const app = typed(fastify);

  app.get('/api/account/factors', { config: session, schema: { response: { 200: factorStatusReply, ...errorReplies } } }, (req) =>
    account.status(currentUser(req), tokenOf(req)),
  );

  // Asked again before a sensitive action: a code, or a passkey's answer to the options below.
  app.post(
    '/api/account/verify',
    {
      config: session,
      schema: { body: { type: 'object', additionalProperties: false, properties: { code: CODE, credential } }, response: none },
    },
    async (req, reply) => {
      const proof = { code: req.body.code, passkey: req.body.credential as unknown as AuthenticationResponseJSON | undefined };
      await factors.verifyAgain(currentUser(req), tokenOf(req) ?? '', req.ip, proof);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/account/verify/passkey-options',
    { config: session, schema: { body: empty, response: { 200: webauthnOptions, ...errorReplies } } },
    (req) => factors.passkeys.loginOptions(currentUser(req)._id),
  );

  app.post('/api/account/totp', { config: session, schema: { body: empty, response: { 200: totpSetupReply, ...errorReplies } } }, (req) =>
    account.startTotp(currentUser(req), tokenOf(req)),
  );
  app.post(
    '/api/account/totp/confirm',
    {
      config: session,
      schema: {
        body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: CODE } },
        response: { 200: recoveryCodesReply, ...errorReplies },
      },
    },
    (req) => account.confirmTotp(currentUser(req), req.body.code, req.ip),
  );
  app.delete('/api/account/totp', { config: session, schema: { response: none } }, async (req, reply) => {
    await account.removeTotp(currentUser(req), tokenOf(req), req.ip);
    return reply.status(204).send(null);
  });
  app.post(
    '/api/account/recovery-codes',
    { config: session, schema: { body: empty, response: { 200: recoveryCodesReply, ...errorReplies } } },
    (req) => account.renewRecoveryCodes(currentUser(req), tokenOf(req), req.ip),
  );

  app.post(
    '/api/account/passkeys/options',
    { config: session, schema: { body: empty, response: { 200: webauthnOptions, ...errorReplies } } },
    (req) => account.passkeyOptions(currentUser(req), tokenOf(req)),
  );
  app.post(
    '/api/account/passkeys',
    {
      config: session,
      schema: {
        body: { type: 'object', required: ['credential'], additionalProperties: false, properties: { name: PASSKEY_NAME, credential } },
        response: { 201: passkeyReply, ...errorReplies },
      },
    },
    async (req, reply) => {
      const response = req.body.credential as unknown as RegistrationResponseJSON;
      return reply.status(201).send(await account.addPasskey(currentUser(req), tokenOf(req), req.body.name ?? '', response, req.ip));
    },
  );
  app.put(
    '/api/account/passkeys/:id',
    {
      config: session,
      schema: {
        params: idParams,
        body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: PASSKEY_NAME } },
        response: none,
      },
    },
    async (req, reply) => {
      await account.renamePasskey(currentUser(req), req.params.id, req.body.name, req.ip);
      return reply.status(204).send(null);
    },
  );
  app.delete('/api/account/passkeys/:id', { config: session, schema: { params: idParams, response: none } }, async (req, reply) => {
    await account.removePasskey(currentUser(req), tokenOf(req), req.params.id, req.ip);
    return reply.status(204).send(null);
  });

  app.get('/api/account/sessions', { config: session, schema: { response: { 200: sessionsReply, ...errorReplies } } }, (req) =>
    sessions.list(currentUser(req)._id, tokenOf(req)),
  );
  app.delete('/api/account/sessions/:key', { config: session, schema: { params: keyParams, response: none } }, async (req, reply) => {
    const user = currentUser(req);
    await sessions.end(user, user._id, req.params.key, req.ip);
    return reply.status(204).send(null);
  });
  app.post(
    '/api/account/sessions/end-others',
    { config: session, schema: { body: empty, response: { 200: { type: 'object', properties: { ended: { type: 'integer' } } }, ...errorReplies } } },
    (req) => sessions.endOthers(currentUser(req), tokenOf(req), req.ip),
  );

  app.get(
    '/api/global/admin-users/:id/sessions',
    { config: superAdmin, schema: { params: userParams, response: { 200: sessionsReply, ...errorReplies } } },
    (req) => sessions.list(req.params.id, tokenOf(req)),
  );
  app.delete(
    '/api/global/admin-users/:id/sessions/:key',
    { config: superAdmin, schema: { params: userKeyParams, response: none } },
    async (req, reply) => {
      await sessions.end(currentUser(req), req.params.id, req.params.key, req.ip);
      return reply.status(204).send(null);
    },
  );

  // Another account's factors removed (a lost phone): the caller gives their own factor first, when they have one.
  app.delete(
    '/api/global/admin-users/:id/factors',
    { config: { ...superAdmin, recentFactor: true }, schema: { params: userParams, response: none } },
    async (req, reply) => {
      await account.resetFactors(currentUser(req), req.params.id, req.ip, (id) => endSessionsOf(id));
      return reply.status(204).send(null);
    },
  );

  app.get('/api/global/sign-in-policy', { config: superAdmin, schema: { response: { 200: policyReply, ...errorReplies } } }, () =>
    readPolicy(factors.pool),
  );
  app.put(
    '/api/global/sign-in-policy',
    { config: superAdmin, schema: { body: policyBody, response: { 200: policyReply, ...errorReplies } } },
    async (req) => {
      const user = currentUser(req);
      const policy: FactorPolicy = req.body;
      await writePolicy(factors.pool, policy);
      await factors.audit.record({
        action: 'factor_policy_changed',
        userId: user._id,
        login: user.login,
        ip: req.ip,
        siteId: 'global',
        detail: policy,
      });
      return policy;
    },
  );
}
