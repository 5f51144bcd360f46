// `npm run fleet`: the console on several "machines", each a process on loopback: a PostgreSQL primary and its
// streaming standby, the S3 stand-in holding every file and the other stand-ins (one each), two console servers that
// run no job (JOB_WORKERS=0), two job workers, HAProxy in front. Every PID is kept in {dir}/fleet.json, so that
// `npm run fleet -- down` stops them from another shell.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAPROXY, writeHaproxyConfig } from './haproxy.js';
import { databaseUrl, prepareClusters, startCluster, stopCluster, type ClusterName } from './postgres.js';
import { freePort, isAlive, logOf, spawnDetached, stopPid, waitUntil } from './processes.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CONSOLES = ['console-1', 'console-2'] as const;
export const WORKERS = ['worker-1', 'worker-2'] as const;
const VIDEO_SERVERS = ['video-server-1', 'video-server-2'] as const;
const STAND_INS = ['s3', 'smtp', 'getresponse', 'stripe', 'oidc', ...VIDEO_SERVERS] as const;
const BUCKET = 'console';

export interface FleetState {
  dir: string;
  ports: Record<ClusterName, number> & { haproxy: number; consoles: number[] };
  /** Process name → PID, for the processes started and not stopped since. */
  pids: Record<string, number>;
  admin: { login: string; password: string };
  /** The settings of the services every process shares (startSharedServices). */
  shared: Record<string, string>;
}

export const haproxyUrl = (state: FleetState) => `http://127.0.0.1:${state.ports.haproxy}`;
export const consoleUrl = (state: FleetState, index: number) => `http://127.0.0.1:${state.ports.consoles[index]}`;
export const logDirOf = (dir: string) => path.join(dir, 'logs');

const stateFile = (dir: string) => path.join(dir, 'fleet.json');

export function readFleet(dir: string): FleetState | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile(dir), 'utf8')) as FleetState;
  } catch {
    return undefined;
  }
}

export const saveFleet = (state: FleetState) => fs.writeFileSync(stateFile(state.dir), JSON.stringify(state, null, 2));

/** A stand-in, one per fleet, as its own process; the settings it prints (KEY=value lines) go to every server. */
async function startStandIn(
  state: FleetState,
  name: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<Record<string, string>> {
  const pid = spawnDetached(logDirOf(state.dir), name, process.execPath, tsx(args[0]).concat(args.slice(1)), { cwd: ROOT, env });
  state.pids[name] = pid;
  saveFleet(state);
  const log = () => logOf(logDirOf(state.dir), name);
  await waitUntil(name, pid, async () => ready.test(log()), log);
  return Object.fromEntries(
    log()
      .split('\n')
      .flatMap((line) => (/^[A-Z_]+=\S+$/.test(line) ? [line.split(/=(.*)/s).slice(0, 2)] : [])),
  );
}

/**
 * The services every server and worker shares (docs/operations.md "Several machines"): the files in the S3 stand-in
 * (a bucket, not one machine's disk), one mailbox, one GetResponse and one Stripe account, one OpenID provider, two demo video servers
 * serving the bucket's files, one SECRETS_KEY. Each process's DATA_DIR keeps only its scratch files.
 */
async function startSharedServices(state: FleetState): Promise<Record<string, string>> {
  const objects = path.join(state.dir, 'objects');
  await startStandIn(state, 's3', ['stand-ins/s3/main.ts'], { S3_STAND_IN_PORT: '0', S3_STAND_IN_DIR: objects }, /^http:\/\/\S+$/m);
  const s3Url = logOf(logDirOf(state.dir), 's3').match(/^(http:\/\/\S+)$/m)![1];
  const stateOf = (name: string) => ['--state', path.join(state.dir, 'stand-ins', `${name}.json`)];
  fs.mkdirSync(path.join(state.dir, 'stand-ins'), { recursive: true });
  const ready = (kind: string) => new RegExp(`\\[stand-in\\] ${kind} prêt`);
  const [smtp, getresponse, stripe, oidc, ...videos] = await Promise.all([
    startStandIn(state, 'smtp', ['stand-ins/serve.ts', 'smtp', ...stateOf('smtp')], {}, ready('smtp')),
    startStandIn(state, 'getresponse', ['stand-ins/serve.ts', 'getresponse', ...stateOf('getresponse')], {}, ready('getresponse')),
    startStandIn(state, 'stripe', ['stand-ins/serve.ts', 'stripe', ...stateOf('stripe')], {}, ready('stripe')),
    startStandIn(state, 'oidc', ['stand-ins/serve.ts', 'oidc'], {}, ready('oidc')),
    ...VIDEO_SERVERS.map((name) =>
      startStandIn(state, name, ['stand-ins/serve.ts', 'video-server', '--s3-folder', objects, '--bucket', BUCKET], {}, ready('video-server')),
    ),
  ]);
  return {
    STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(s3Url)}&region=us-east-1`,
    AWS_ACCESS_KEY_ID: 'flotte',
    AWS_SECRET_ACCESS_KEY: 'flotte-secret',
    ...smtp,
    ...getresponse,
    ...stripe,
    ...oidc,
    DEMO_VIDEO_SERVER_URLS: videos.map((v) => v.DEMO_VIDEO_SERVER_URLS).join(','),
    // One key for the stored TOTP and client secrets: each machine's DATA_DIR would otherwise generate its own.
    SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
  };
}

async function healthy(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
  return res.status === 200;
}

/** A first start fills its demo after it answers, on the workers (the DEMO_FILL job): done once the health says so. */
async function demoComplete(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
  return res.status === 200 && ((await res.json()) as { demoComplete?: boolean }).demoComplete !== false;
}

/** `name`'s settings; its DATA_DIR holds only its own scratch files (encoding), as a machine's disk would. */
function serverEnv(state: FleetState, name: string): Record<string, string> {
  return {
    DATA_DIR: path.join(state.dir, 'machines', name),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(state.ports.primary),
    DATABASE_READ_URL: databaseUrl(state.ports.standby),
    JOB_WORKERS: '0',
    ADMIN_LOGIN: state.admin.login,
    ADMIN_PASSWORD: state.admin.password,
    DEMO_VOLUME: process.env.DEMO_VOLUME ?? 'small',
    ...state.shared,
  };
}

const tsx = (entry: string) => ['--import', 'tsx', entry];

async function startConsole(state: FleetState, index: number): Promise<void> {
  const name = CONSOLES[index];
  const pid = spawnDetached(logDirOf(state.dir), name, process.execPath, tsx('server/main.ts'), {
    cwd: ROOT,
    env: { ...serverEnv(state, name), PORT: String(state.ports.consoles[index]) },
  });
  state.pids[name] = pid;
  saveFleet(state);
  await waitUntil(
    name,
    pid,
    () => healthy(consoleUrl(state, index)),
    () => logOf(logDirOf(state.dir), name),
  );
}

async function startWorker(state: FleetState, name: string): Promise<void> {
  const pid = spawnDetached(logDirOf(state.dir), name, process.execPath, tsx('server/worker.ts'), { cwd: ROOT, env: serverEnv(state, name) });
  state.pids[name] = pid;
  saveFleet(state);
  const log = () => logOf(logDirOf(state.dir), name);
  await waitUntil(name, pid, async () => log().includes('Exécuteur de tâches prêt'), log);
}

/** Starts (again) one PostgreSQL of the fleet and records its PID. */
export async function startDatabase(state: FleetState, name: ClusterName, log: (m: string) => void = () => {}): Promise<void> {
  const clusters = await prepareClusters(state.dir, state.ports, log);
  state.pids[name] = await startCluster(clusters, name, logDirOf(state.dir));
  saveFleet(state);
}

/** Stops one process of the fleet: SIGKILL as a machine that dies, else as a service manager does. */
export async function stopProcess(state: FleetState, name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const pid = state.pids[name];
  if (pid) await (name === 'primary' || name === 'standby' ? stopCluster(pid) : stopPid(pid, signal));
  delete state.pids[name];
  saveFleet(state);
}

export async function startFleet(dir: string, log: (m: string) => void = () => {}): Promise<FleetState> {
  fs.mkdirSync(dir, { recursive: true });
  const running = readFleet(dir);
  if (running && Object.values(running.pids).some(isAlive)) throw new Error(`Une flotte tourne déjà dans ${dir} : npm run fleet -- down`);
  const state: FleetState = {
    dir: path.resolve(dir),
    ports: {
      primary: await freePort(),
      standby: await freePort(),
      haproxy: Number(process.env.FLEET_PORT) || (await freePort()),
      consoles: [await freePort(), await freePort()],
    },
    pids: {},
    admin: { login: 'admin', password: process.env.ADMIN_PASSWORD || 'flotte-admin-2026' },
    shared: {},
  };
  const haproxyArgs = writeHaproxyConfig(state.dir, state.ports.haproxy, state.ports.consoles);
  try {
    await startDatabase(state, 'primary', log);
    await startDatabase(state, 'standby', log);
    log('PostgreSQL primaire et secondaire prêts');
    state.shared = await startSharedServices(state);
    saveFleet(state);
    log('Stockage objet (simulateur S3) et simulateurs SMTP, GetResponse, Stripe, OpenID, serveurs vidéo prêts');
    // The first console migrates and seeds; the others start on a ready database.
    await startConsole(state, 0);
    await Promise.all([startConsole(state, 1), ...WORKERS.map((name) => startWorker(state, name))]);
    log('Consoles et exécuteurs de tâches prêts');
    await waitUntil(
      'La démonstration',
      state.pids[WORKERS[0]],
      () => demoComplete(consoleUrl(state, 0)),
      () => logOf(logDirOf(state.dir), WORKERS[0]),
    );
    state.pids.haproxy = spawnDetached(logDirOf(state.dir), 'haproxy', HAPROXY, haproxyArgs);
    saveFleet(state);
    await waitUntil(
      'HAProxy',
      state.pids.haproxy,
      () => healthy(haproxyUrl(state)),
      () => logOf(logDirOf(state.dir), 'haproxy'),
    );
    return state;
  } catch (err) {
    await stopFleet(state.dir);
    throw err;
  }
}

/** Stops every process still recorded, front first, databases last. */
export async function stopFleet(dir: string): Promise<void> {
  const state = readFleet(dir);
  if (!state) return;
  await stopProcess(state, 'haproxy');
  await Promise.all([...CONSOLES, ...WORKERS].map((name) => stopProcess(state, name)));
  await Promise.all(STAND_INS.map((name) => stopProcess(state, name)));
  await stopProcess(state, 'standby');
  await stopProcess(state, 'primary');
}
