// Operator contract (design.md §2): everything the server reads from the environment.
import path from 'node:path';
import { ENVIRONMENTS, type Environment } from '../model/constants.js';
import { parseDemoVolume } from './domains/demo/index.js';
import { DEFAULT_ENCODES_PER_PROCESS } from './integrations/ffmpeg/index.js';
import { GETRESPONSE_API } from './integrations/getresponse/connect.js';

/** More encodes at once than this would only share the same cores more finely. */
const MAX_ENCODES_PER_PROCESS = 16;

export type EnvName = Environment;

/** Stripe (docs/integrations.md): no secret key → the Stripe stand-in in-process. */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY */
  secretKey?: string;
  /** STRIPE_API_URL: another Stripe-compatible server than Stripe's own. */
  apiUrl?: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the endpoints registered at Stripe, several separated by commas (one per site). */
  webhookSecrets: string[];
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_READ_URL: a streaming standby for the reads that tolerate lag (server/storage/readReplica.ts). */
  databaseReadUrl?: string;
  /** DATABASE_READ_MAX_LAG_SECONDS (default 5): past this lag, every read goes to the primary. */
  readMaxLagMs: number;
  envName: EnvName;
  adminLogin: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** DEMO_VOLUME as a factor: 1 (full) gives each demo site a small publisher's volume. */
  demoVolume: number;
  consoleDir: string;
  /**
   * DEMO_VIDEO_SERVER_URLS: video-server stand-ins run apart (stand-ins/serve.ts) that the demo VideoServer records
   * point at, comma-separated; without it, demo mode starts two in-process.
   */
  demoVideoServerUrls?: string[];
  /** Schemas and demo data; "dump schema" writes back here. */
  catalogueDir: string;
  /** Sessions end after this idle time, and in any case after the absolute lifetime. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Outgoing mail (docs/integrations.md): none → the SMTP stand-in in-process. */
  smtpUrl?: string;
  mailFrom: string;
  /** GetResponse API v3 (docs/integrations.md): no key → the GetResponse stand-in in-process. */
  getresponse: { apiKey?: string; listId?: string; baseUrl: string };
  stripe: StripeConfig;
  /**
   * ENVIRONMENTS (design.md §13): the peers, as JSON `{"staging": {"url": "...", "token": "..."}}`, or the path of a
   * JSON file holding it (read again when it changes, so a token is replaced without a restart). Read by
   * server/domains/environments/peers.ts.
   */
  environments?: string;
  /** PEER_TIMEOUT_MS: how long a call to a peer may take before it is given up (default 10 s). */
  peerTimeoutMs: number;
  /** INGEST_KEY_RATE "perSecond/burst" (default 50/100): batches an ingestion key may send, over every server. */
  ingestRate: { perSecond: number; burst: number };
  /** Run background jobs in this process (JOB_WORKERS=0: only start them; `npm run worker` runs them). */
  jobWorkers: boolean;
  /** ENCODES_PER_PROCESS (default 1, at most 16): encodes (ffmpeg runs) at a time in one process running jobs. */
  encodesPerProcess: number;
  /** STORAGE_URL (server/storage/files/index.ts): none → files under DATA_DIR; s3://bucket?endpoint=…&region=…; s3-local. */
  storageUrl?: string;
  /**
   * Records' history retention (docs/operations.md): every version younger than HISTORY_KEEP_DAYS (730) is kept, and
   * at least the HISTORY_KEEP_VERSIONS (50) newest of each record whatever their age.
   */
  history: { keepDays: number; keepVersions: number };
}

const ENV_NAMES: readonly EnvName[] = ENVIRONMENTS;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const envName = (env.ENV_NAME ?? 'dev') as EnvName;
  if (!ENV_NAMES.includes(envName)) throw new Error(`ENV_NAME doit valoir ${ENV_NAMES.join(', ')} (reçu : ${env.ENV_NAME})`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT invalide : ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    readMaxLagMs: Math.max(0, Number(env.DATABASE_READ_MAX_LAG_SECONDS ?? 5) || 0) * 1000,
    envName,
    adminLogin: env.ADMIN_LOGIN ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    demoVolume: parseDemoVolume(env.DEMO_VOLUME),
    demoVideoServerUrls: env.DEMO_VIDEO_SERVER_URLS?.split(',')
      .map((u) => u.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? './dist/console'),
    catalogueDir: path.resolve(env.CATALOGUE_DIR ?? './catalogue'),
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60_000,
    sessionMaxMs: Number(env.SESSION_MAX_HOURS ?? 12) * 3_600_000,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Console <no-reply@localhost>',
    getresponse: {
      apiKey: env.GETRESPONSE_API_KEY || undefined,
      listId: env.GETRESPONSE_LIST_ID || undefined,
      baseUrl: env.GETRESPONSE_API_URL || GETRESPONSE_API,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
      apiUrl: env.STRIPE_API_URL || undefined,
      webhookSecrets: (env.STRIPE_WEBHOOK_SECRET ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    environments: env.ENVIRONMENTS?.trim() || undefined,
    peerTimeoutMs: Math.max(100, Number(env.PEER_TIMEOUT_MS ?? 10_000) || 10_000),
    ingestRate: parseRate(env.INGEST_KEY_RATE),
    jobWorkers: env.JOB_WORKERS !== '0',
    encodesPerProcess: positive(env, 'ENCODES_PER_PROCESS', DEFAULT_ENCODES_PER_PROCESS, MAX_ENCODES_PER_PROCESS),
    storageUrl: env.STORAGE_URL?.trim() || undefined,
    history: { keepDays: positive(env, 'HISTORY_KEEP_DAYS', 730), keepVersions: positive(env, 'HISTORY_KEEP_VERSIONS', 50) },
  };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Infinity): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} doit être un entier positif (reçu : ${env[name]})`);
  if (value > max) throw new Error(`${name} doit valoir au plus ${max} (reçu : ${env[name]})`);
  return value;
}

function parseRate(value: string | undefined): { perSecond: number; burst: number } {
  if (!value) return { perSecond: 50, burst: 100 };
  const [perSecond, burst] = value.split('/').map(Number);
  if (!(perSecond > 0) || !(burst >= 1))
    throw new Error(`INGEST_KEY_RATE doit valoir « lots par seconde/rafale », par exemple 50/100 (reçu : ${value})`);
  return { perSecond, burst };
}
