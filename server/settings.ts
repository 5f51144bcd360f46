// The environment's settings as the server accepts them (design.md §2): one JSON Schema (env-schema) with each
// setting's type, default and range, and the French refusal naming a bad one. server/config.ts turns them into the
// ServerConfig the rest of the server reads.
import { Ajv, type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import type { FromSchema } from 'json-schema-to-ts';
import { ENVIRONMENTS } from '../model/constants.js';
import { fieldOf, frenchSchemaError } from '../model/schemaErrors.js';

/** More encodes at once than this would only share the same cores more finely. */
const MAX_ENCODES_PER_PROCESS = 16;
/** FFMPEG_NICENESS, ENCODES_PER_PROCESS and FFMPEG_CORES_LEFT unset: what the ffmpeg integration also starts with (integrations/ffmpeg/priority.ts). */
export const DEFAULT_FFMPEG_NICENESS = 10;
export const DEFAULT_ENCODES_PER_PROCESS = 1;
export const DEFAULT_FFMPEG_CORES_LEFT = 1;
/** BACKGROUND_WRITE_MB_S unset: the WAL megabytes a second background writing keeps to while staff are active (jobs/writePace.ts). */
export const DEFAULT_WRITE_MB_S = 4;

/** GetResponse's own API: any other GETRESPONSE_API_URL without a key is a stand-in run apart (integrations/getresponse/connect.ts). */
export const GETRESPONSE_API = 'https://api.getresponse.com/v3';

/** A secrets key: 32 bytes as 64 hexadecimal digits or base64. */
const KEY = '([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)';
export const keyOf = (text: string) => Buffer.from(text, text.length === 64 ? 'hex' : 'base64');

/**
 * Every setting the server reads, checked at start (env-schema): a bad value refuses the start with a French message
 * naming the setting, rather than running with NaN. An empty value counts as unset.
 */
const SETTINGS = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', default: '0.0.0.0' },
    DATA_DIR: { type: 'string', default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_READ_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_READ_MAX_LAG_SECONDS: { type: 'number', minimum: 0, default: 5 },
    ENV_NAME: { enum: ENVIRONMENTS, default: 'dev' },
    ADMIN_LOGIN: { type: 'string', default: 'admin' },
    ADMIN_PASSWORD: { type: 'string' },
    SEED_DEMO: { enum: ['0', '1'], default: '1' },
    DEMO_VOLUME: { type: 'string' },
    DEMO_VIDEO_SERVER_URLS: { type: 'string' },
    CONSOLE_DIR: { type: 'string', default: './dist/console' },
    CATALOGUE_DIR: { type: 'string', default: './catalogue' },
    // Fractions are allowed: the suites end sessions within seconds (tests/security/sessionTimeouts.test.ts).
    SESSION_IDLE_MINUTES: { type: 'number', exclusiveMinimum: 0, default: 120 },
    SESSION_MAX_HOURS: { type: 'number', exclusiveMinimum: 0, default: 12 },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', default: 'Console <no-reply@localhost>' },
    GETRESPONSE_API_KEY: { type: 'string' },
    GETRESPONSE_LIST_ID: { type: 'string' },
    GETRESPONSE_API_URL: { type: 'string', pattern: '^https?://', default: GETRESPONSE_API },
    STRIPE_SECRET_KEY: { type: 'string' },
    STRIPE_API_URL: { type: 'string', pattern: '^https?://' },
    STRIPE_WEBHOOK_SECRET: { type: 'string' },
    ENVIRONMENTS: { type: 'string' },
    PEER_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 10_000 },
    INGEST_KEY_RATE: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?/[0-9]+$', default: '50/100' },
    JOB_WORKERS: { enum: ['0', '1', 'on', 'off'], default: 'on' },
    ENCODES_PER_PROCESS: { type: 'integer', minimum: 1, maximum: MAX_ENCODES_PER_PROCESS, default: DEFAULT_ENCODES_PER_PROCESS },
    FFMPEG_NICENESS: { type: 'integer', minimum: 0, maximum: 19, default: DEFAULT_FFMPEG_NICENESS },
    FFMPEG_CORES_LEFT: { type: 'integer', minimum: 0, maximum: 1024, default: DEFAULT_FFMPEG_CORES_LEFT },
    WORKER_NICENESS: { type: 'integer', minimum: 0, maximum: 19, default: 10 },
    BACKGROUND_DB_NICENESS: { type: 'integer', minimum: 0, maximum: 19, default: 10 },
    BACKGROUND_WRITE_MB_S: { type: 'integer', minimum: 0, maximum: 10_000, default: DEFAULT_WRITE_MB_S },
    STORAGE_URL: { type: 'string' },
    HISTORY_KEEP_DAYS: { type: 'integer', minimum: 1, default: 730 },
    HISTORY_KEEP_VERSIONS: { type: 'integer', minimum: 1, default: 50 },
    WEBAUTHN_RP_ID: { type: 'string', pattern: '^[a-z0-9.-]+$', default: 'localhost' },
    WEBAUTHN_RP_NAME: { type: 'string', default: 'Console' },
    WEBAUTHN_ORIGINS: { type: 'string', pattern: '^https?://' },
    LIST_COUNT_BOUND: { type: 'integer', minimum: 1, default: 10_000 },
    SEARCH_BUDGET_MS: { type: 'integer', minimum: 1, default: 150 },
    RENEWAL_GRACE_DAYS: { type: 'integer', minimum: 0, default: 3 },
    LOGIN_AS_SECRET: { type: 'string' },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    FFMPEG_PATH: { type: 'string' },
    FFPROBE_PATH: { type: 'string' },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#]+(/[^?#]*)?$' },
    OIDC_STAND_IN: { enum: ['0', '1'], default: '1' },
    OIDC_STAND_IN_URL: { type: 'string', pattern: '^http://(127\\.0\\.0\\.1|localhost):[0-9]+$' },
    OIDC_STAND_IN_SECRET: { type: 'string', minLength: 16 },
    SECRETS_KEY: { type: 'string', pattern: `^${KEY}$` },
    SECRETS_KEY_PREVIOUS: { type: 'string', pattern: `^${KEY}( *, *${KEY})*$` },
  },
} as const;
export type Settings = FromSchema<typeof SETTINGS>;

const settingsAjv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, allowUnionTypes: true });

/** A start refused for its settings: the message says all, no stack needed. */
export class InvalidSettings extends Error {}

/** The environment's settings, checked; throws one French line per refused setting. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const data = Object.fromEntries(Object.keys(SETTINGS.properties).flatMap((k) => (env[k]?.trim() ? [[k, env[k]!.trim()]] : [])));
  try {
    return envSchema<Settings>({ schema: SETTINGS, data, env: false, dotenv: false, ajv: settingsAjv });
  } catch (err) {
    const errors = (err as { errors?: ErrorObject[] }).errors;
    if (!errors) throw err;
    const lines = errors.map((e) => {
      const name = fieldOf(e);
      const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues;
      const why = allowed ? `${name} doit valoir ${allowed.join(', ')}` : frenchSchemaError(e).replace(`« ${name} »`, name);
      return `${why} (reçu : ${JSON.stringify(data[name])})`;
    });
    throw new InvalidSettings(`Réglage invalide :\n${lines.join('\n')}`);
  }
}
