// JSON Schemas of the sign-in factor routes: every input bounded (a WebAuthn answer's fields are base64url text).
import { answerObject, answerOf, nullable, sessionUserReply } from '../../schemas/index.js';
import type { FactorStatus } from '../../../model/sign-in-factors/index.js';
import type { TotpSetup } from './account.js';
import type { FactorPolicy } from './policy.js';
import type { SessionInfo } from './sessionsView.js';

const B64URL = { type: 'string', maxLength: 20_000, pattern: '^[A-Za-z0-9_-]*$' } as const;
const SHORT = { type: 'string', maxLength: 100 } as const;
export const PENDING_TOKEN = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const CODE = { type: 'string', minLength: 1, maxLength: 40 } as const;
export const PASSKEY_NAME = { type: 'string', maxLength: 100 } as const;
export const CREDENTIAL_ID = { type: 'string', minLength: 1, maxLength: 1400, pattern: '^[A-Za-z0-9_-]+$' } as const;
export const SESSION_KEY = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;

/** A credential as @simplewebauthn/browser answers it (registration or assertion). */
export const credential = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  additionalProperties: false,
  properties: {
    id: CREDENTIAL_ID,
    rawId: CREDENTIAL_ID,
    type: { const: 'public-key' },
    authenticatorAttachment: SHORT,
    clientExtensionResults: { type: 'object', maxProperties: 20 },
    response: {
      type: 'object',
      required: ['clientDataJSON'],
      additionalProperties: false,
      properties: {
        clientDataJSON: B64URL,
        attestationObject: B64URL,
        authenticatorData: B64URL,
        signature: B64URL,
        userHandle: B64URL,
        publicKey: B64URL,
        publicKeyAlgorithm: { type: 'integer' },
        transports: { type: 'array', maxItems: 10, items: SHORT },
      },
    },
  },
} as const;

/** What the browser hands navigator.credentials (options JSON of @simplewebauthn/server), passed as built. */
export const webauthnOptions = { type: 'object', additionalProperties: true } as const;

export const totpSetupReply = answerOf<TotpSetup>()({ secret: { type: 'string' }, uri: { type: 'string' }, qrSvg: { type: 'string' } });
export const recoveryCodesReply = answerObject({ recoveryCodes: { type: 'array', items: { type: 'string' } } });
export const setupDoneReply = answerObject({ user: sessionUserReply, recoveryCodes: { type: 'array', items: { type: 'string' } } });

const passkey = answerOf<FactorStatus['passkeys'][number]>()({
  id: { type: 'string' },
  name: { type: 'string' },
  createdAt: { type: 'string' },
  lastUsedAt: nullable('string'),
});
export const passkeyReply = passkey;
export const factorStatusReply = answerOf<FactorStatus>()({
  totp: { type: 'boolean' },
  recoveryCodesLeft: { type: 'integer' },
  passkeys: { type: 'array', items: passkey },
  required: { type: 'boolean' },
  verifiedRecently: { type: 'boolean' },
});

export const sessionsReply = {
  type: 'array',
  items: answerOf<SessionInfo>()({
    key: { type: 'string' },
    device: { type: 'string' },
    userAgent: { type: 'string' },
    ip: { type: 'string' },
    method: { type: 'string' },
    createdAt: { type: 'string' },
    lastSeenAt: { type: 'string' },
    current: { type: 'boolean' },
  }),
} as const;

export const policyBody = {
  type: 'object',
  required: ['superAdmins', 'sensitiveRights', 'everyone'],
  additionalProperties: false,
  properties: { superAdmins: { type: 'boolean' }, sensitiveRights: { type: 'boolean' }, everyone: { type: 'boolean' } },
} as const;
export const policyReply = answerOf<FactorPolicy>()(policyBody.properties);
