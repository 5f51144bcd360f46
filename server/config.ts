// Operator contract (design.md §2): everything the server reads from the environment.
import path from 'node:path';
import type { Environment } from '../model/constants.js';
import { parseDemoVolume } from '../model/demo/index.js';
import { InvalidSettings, keyOf, readSettings, type Settings } from './settings.js';

export { DEFAULT_ENCODES_PER_PROCESS, DEFAULT_FFMPEG_CORES_LEFT, DEFAULT_FFMPEG_NICENESS, GETRESPONSE_API, InvalidSettings } from './settings.js';

export interface Binaries {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * FFMPEG_PATH (default `ffmpeg` on the PATH); ffprobe is FFPROBE_PATH, else the ffprobe beside that ffmpeg. The
 * server's come from its settings (ServerConfig.ffmpegBinaries); tests and tools read them from their environment.
 */
export function binariesFrom(paths: { FFMPEG_PATH?: string; FFPROBE_PATH?: string }): Binaries {
  const ffmpeg = paths.FFMPEG_PATH || 'ffmpeg';
  const ffprobe = paths.FFPROBE_PATH || (/ffmpeg$/.test(ffmpeg) ? ffmpeg.replace(/ffmpeg$/, 'ffprobe') : 'ffprobe');
  return { ffmpeg, ffprobe };
}

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
  /** LOG_LEVEL (default warn): Fastify's pino level; `info` logs every request. */
  logLevel: string;
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
  /** FFMPEG_NICENESS (0 to 19, default 10): how much lower than the server's CPU priority each ffmpeg runs. */
  ffmpegNiceness: number;
  /** FFMPEG_CORES_LEFT (default 1): the machine's first cores, on which no ffmpeg runs (kept for requests and PostgreSQL). */
  ffmpegCoresLeft: number;
  /** FFMPEG_PATH (default `ffmpeg` on the PATH) and FFPROBE_PATH (default the ffprobe beside that ffmpeg): the encoder. */
  ffmpegBinaries: Binaries;
  /** WORKER_NICENESS (0 to 19, default 10): how much lower than its parent's CPU priority `npm run worker` runs. */
  workerNiceness: number;
  /**
   * BACKGROUND_DB_NICENESS (0 to 19, default 10; 0: off): how much lower the CPU priority of the PostgreSQL backends
   * that run jobs' queries is, where PostgreSQL runs on this machine (server/storage/backgroundPool.ts).
   */
  backgroundDbNiceness: number;
  /**
   * BACKGROUND_WRITE_MB_S (default 4; 0: off): the WAL megabytes a second that background writing in bulk (the demo's
   * fill, imports, walks over records) keeps to while staff use the console (server/jobs/writePace.ts).
   */
  backgroundWriteMbPerSecond: number;
  /** STORAGE_URL (server/storage/files/index.ts): none → files under DATA_DIR; s3://bucket?endpoint=…&region=…; s3-local. */
  storageUrl?: string;
  /**
   * Records' history retention (docs/operations.md): every version younger than HISTORY_KEEP_DAYS (730) is kept, and
   * at least the HISTORY_KEEP_VERSIONS (50) newest of each record whatever their age.
   */
  history: { keepDays: number; keepVersions: number };
  /** LIST_COUNT_BOUND (default 10,000): a list's total is exact up to this many records; past it the API says "at least". */
  listCountBound: number;
  /** SEARCH_BUDGET_MS (default 150): how long the search palette's request searches before answering what it found. */
  searchBudgetMs: number;
  /** RENEWAL_GRACE_DAYS (default 3) in seconds: how long after its end a subscription may still be renewed. */
  renewalGraceSeconds: number;
  /** LOGIN_AS_SECRET: the key login-as tokens are signed with; none: one drawn at the first use, kept in the database. */
  loginAsSecret?: string;
  /**
   * Passkeys (server/domains/sign-in-factors): WEBAUTHN_RP_ID, the site's domain the passkeys belong to (default
   * localhost), WEBAUTHN_ORIGINS, the console's origins, comma-separated (default http://localhost:PORT), and
   * WEBAUTHN_RP_NAME, the name the authenticator shows.
   */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  /**
   * SECRETS_KEY: the key (32 bytes, 64 hex digits or base64) the secrets the server reads back are encrypted with
   * (server/storage/secretBox.ts); none: one generated in DATA_DIR. Every server of one database needs the same.
   */
  secretsKey?: Buffer;
  /** SECRETS_KEY_PREVIOUS: the keys SECRETS_KEY replaced, comma-separated; what they sealed is sealed again at start. */
  previousSecretsKeys: Buffer[];
  /** Single sign-on (server/domains/sso, docs/integrations.md). */
  sso: {
    /** PUBLIC_URL: the console's address as browsers reach it (the providers' callback address); none: the request's. */
    publicUrl?: string;
    /** OIDC_STAND_IN=0: never start the local OpenID provider simulator (it starts when no real provider is configured). */
    standIn: boolean;
    /**
     * OIDC_STAND_IN_URL and OIDC_STAND_IN_SECRET: the simulator a fleet shares (`stand-ins/serve.ts oidc` prints both),
     * used instead of starting one in this process.
     */
    sharedStandIn?: { issuer: string; secret: string };
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const settings = readSettings(env);
  return {
    port: settings.PORT,
    logLevel: settings.LOG_LEVEL ?? 'warn',
    host: settings.HOST,
    dataDir: path.resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    databaseReadUrl: settings.DATABASE_READ_URL,
    readMaxLagMs: settings.DATABASE_READ_MAX_LAG_SECONDS * 1000,
    envName: settings.ENV_NAME,
    adminLogin: settings.ADMIN_LOGIN,
    adminPassword: settings.ADMIN_PASSWORD,
    seedDemo: settings.SEED_DEMO !== '0',
    demoVolume: parseDemoVolume(settings.DEMO_VOLUME),
    demoVideoServerUrls: settings.DEMO_VIDEO_SERVER_URLS?.split(',')
      .map((u) => u.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    consoleDir: path.resolve(settings.CONSOLE_DIR),
    catalogueDir: path.resolve(settings.CATALOGUE_DIR),
    sessionIdleMs: settings.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: settings.SESSION_MAX_HOURS * 3_600_000,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    getresponse: { apiKey: settings.GETRESPONSE_API_KEY, listId: settings.GETRESPONSE_LIST_ID, baseUrl: settings.GETRESPONSE_API_URL },
    stripe: {
      secretKey: settings.STRIPE_SECRET_KEY,
      apiUrl: settings.STRIPE_API_URL,
      webhookSecrets: (settings.STRIPE_WEBHOOK_SECRET ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    environments: settings.ENVIRONMENTS,
    peerTimeoutMs: settings.PEER_TIMEOUT_MS,
    ingestRate: parseRate(settings.INGEST_KEY_RATE),
    jobWorkers: settings.JOB_WORKERS !== '0' && settings.JOB_WORKERS !== 'off',
    encodesPerProcess: settings.ENCODES_PER_PROCESS,
    ffmpegNiceness: settings.FFMPEG_NICENESS,
    ffmpegCoresLeft: settings.FFMPEG_CORES_LEFT,
    ffmpegBinaries: binariesFrom(settings),
    workerNiceness: settings.WORKER_NICENESS,
    backgroundDbNiceness: settings.BACKGROUND_DB_NICENESS,
    backgroundWriteMbPerSecond: settings.BACKGROUND_WRITE_MB_S,
    storageUrl: settings.STORAGE_URL,
    history: { keepDays: settings.HISTORY_KEEP_DAYS, keepVersions: settings.HISTORY_KEEP_VERSIONS },
    listCountBound: settings.LIST_COUNT_BOUND,
    searchBudgetMs: settings.SEARCH_BUDGET_MS,
    renewalGraceSeconds: settings.RENEWAL_GRACE_DAYS * 86_400,
    loginAsSecret: settings.LOGIN_AS_SECRET,
    webauthn: {
      rpId: settings.WEBAUTHN_RP_ID,
      rpName: settings.WEBAUTHN_RP_NAME,
      origins: (settings.WEBAUTHN_ORIGINS ?? `http://localhost:${settings.PORT}`)
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    secretsKey: settings.SECRETS_KEY ? keyOf(settings.SECRETS_KEY) : undefined,
    previousSecretsKeys: (settings.SECRETS_KEY_PREVIOUS ?? '').split(',').flatMap((k) => (k.trim() ? [keyOf(k.trim())] : [])),
    sso: {
      publicUrl: settings.PUBLIC_URL?.replace(/\/+$/, ''),
      standIn: settings.OIDC_STAND_IN !== '0',
      ...(settings.OIDC_STAND_IN_URL && { sharedStandIn: { issuer: settings.OIDC_STAND_IN_URL, secret: sharedStandInSecret(settings) } }),
    },
  };
}

function sharedStandInSecret(settings: Settings): string {
  if (!settings.OIDC_STAND_IN_SECRET) throw new InvalidSettings('Réglage invalide :\nOIDC_STAND_IN_SECRET est requis avec OIDC_STAND_IN_URL');
  return settings.OIDC_STAND_IN_SECRET;
}

function parseRate(value: string): { perSecond: number; burst: number } {
  const [perSecond, burst] = value.split('/').map(Number);
  if (!(perSecond > 0) || !(burst >= 1))
    throw new Error(`INGEST_KEY_RATE doit valoir « lots par seconde/rafale », par exemple 50/100 (reçu : ${value})`);
  return { perSecond, burst };
}
