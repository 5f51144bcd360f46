// Every setting is checked at start: a bad value refuses the start with a French message naming the setting (issue 29,
// left from earlier notes: SESSION_IDLE_MINUTES=abc ran with NaN), an empty one counts as unset.
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('the settings read at start', () => {
  it('takes the documented defaults when nothing is set, and an empty value as unset', () => {
    const config = readConfig({ DATABASE_URL: '', SESSION_IDLE_MINUTES: ' ' });
    expect(config).toMatchObject({ port: 3000, envName: 'dev', sessionIdleMs: 120 * 60_000, sessionMaxMs: 12 * 3_600_000, jobWorkers: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.history).toEqual({ keepDays: 730, keepVersions: 50 });
    expect(config).toMatchObject({ listCountBound: 10_000, searchBudgetMs: 150, renewalGraceSeconds: 3 * 86_400, backgroundWriteMbPerSecond: 4 });
    expect(config.ffmpegBinaries).toEqual({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    expect(config.loginAsSecret).toBeUndefined();
  });

  it('reads numbers, lists and switches', () => {
    const config = readConfig({ PORT: '8080', SESSION_IDLE_MINUTES: '30', JOB_WORKERS: '0', INGEST_KEY_RATE: '5/10', STRIPE_WEBHOOK_SECRET: 'a, b' });
    expect(config).toMatchObject({ port: 8080, sessionIdleMs: 30 * 60_000, jobWorkers: false, ingestRate: { perSecond: 5, burst: 10 } });
    expect(config.stripe.webhookSecrets).toEqual(['a', 'b']);
    expect(readConfig({ SESSION_IDLE_MINUTES: '0.04', SESSION_MAX_HOURS: '0.0015' })).toMatchObject({ sessionIdleMs: 2400, sessionMaxMs: 5400 });
    expect(readConfig({ LIST_COUNT_BOUND: '5', SEARCH_BUDGET_MS: '3000', RENEWAL_GRACE_DAYS: '0', LOGIN_AS_SECRET: 'clé' })).toMatchObject({
      listCountBound: 5,
      searchBudgetMs: 3000,
      renewalGraceSeconds: 0,
      loginAsSecret: 'clé',
    });
    const [older, oldest] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    expect(readConfig({ SECRETS_KEY_PREVIOUS: `${older.toString('hex')} , ${oldest.toString('base64')}` }).previousSecretsKeys).toEqual([
      older,
      oldest,
    ]);
    expect(readConfig({}).previousSecretsKeys).toEqual([]);
    const shared = { OIDC_STAND_IN_URL: 'http://127.0.0.1:4040', OIDC_STAND_IN_SECRET: 'un-secret-assez-long' };
    expect(readConfig(shared).sso.sharedStandIn).toEqual({ issuer: 'http://127.0.0.1:4040', secret: 'un-secret-assez-long' });
    expect(() => readConfig({ OIDC_STAND_IN_URL: 'http://127.0.0.1:4040' })).toThrow('OIDC_STAND_IN_SECRET est requis avec OIDC_STAND_IN_URL');
    expect(readConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' }).ffmpegBinaries).toEqual({
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
      ffprobe: '/opt/ffmpeg/bin/ffprobe',
    });
  });

  it.each([
    ['SESSION_IDLE_MINUTES', 'abc', 'SESSION_IDLE_MINUTES doit être un nombre'],
    ['SESSION_MAX_HOURS', '0', 'SESSION_MAX_HOURS doit être > 0'],
    ['PORT', '99999', 'PORT doit être <= 65535'],
    ['ENV_NAME', 'qa', 'ENV_NAME doit valoir dev, staging, prod, preprod'],
    ['JOB_WORKERS', 'peut-être', 'JOB_WORKERS doit valoir 0, 1, on, off'],
    ['HISTORY_KEEP_DAYS', '1.5', 'HISTORY_KEEP_DAYS doit être un nombre entier'],
    ['LIST_COUNT_BOUND', '-3', 'LIST_COUNT_BOUND doit être >= 1'],
    ['ENCODES_PER_PROCESS', '17', 'ENCODES_PER_PROCESS doit être <= 16'],
    ['WORKER_NICENESS', '20', 'WORKER_NICENESS doit être <= 19'],
    ['FFMPEG_NICENESS', '-1', 'FFMPEG_NICENESS doit être >= 0'],
    ['FFMPEG_CORES_LEFT', 'un', 'FFMPEG_CORES_LEFT doit être un nombre'],
    ['BACKGROUND_WRITE_MB_S', '-8', 'BACKGROUND_WRITE_MB_S doit être >= 0'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL'],
    ['INGEST_KEY_RATE', 'beaucoup', 'INGEST_KEY_RATE'],
    ['OIDC_STAND_IN_URL', 'https://idp.exemple.fr', 'OIDC_STAND_IN_URL'],
    ['SECRETS_KEY_PREVIOUS', `${'a'.repeat(64)},court`, 'SECRETS_KEY_PREVIOUS'],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
    expect(() => readConfig({ [name]: value })).toThrow(`(reçu : "${value}")`);
  });

  it('names every refused setting at once', () => {
    expect(() => readConfig({ PORT: 'x', SESSION_IDLE_MINUTES: 'y' })).toThrow(/PORT.*\n.*SESSION_IDLE_MINUTES/s);
  });
});
