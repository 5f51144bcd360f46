// Runs ffmpeg or ffprobe as a child process: bounded output kept, killed on abort, a missing binary told in French.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { aborted, FfmpegError, missingBinary, stderrTail } from './errors.js';
import { failedMessage } from './frenchCauses.js';
import { ffmpegCpuList, ffmpegNiceness, ffmpegSlot } from './priority.js';

export interface RunOptions {
  signal?: AbortSignal;
  /** Each chunk of stdout as it comes (ffmpeg's -progress pipe:1). */
  onStdout?: (chunk: string) => void;
}

const KEEP_BYTES = 64 * 1024;
/** After SIGTERM (ffmpeg closes its files), SIGKILL if it is still there. */
const KILL_AFTER_MS = 3000;

const keepTail = (text: string) => (text.length > KEEP_BYTES ? text.slice(-KEEP_BYTES) : text);

/**
 * ffmpeg ignores SIGPIPE, so it would outlive a worker killed with -9 and encode on for nothing: where util-linux's
 * setpriv is there (Debian), it starts the binary with a parent-death signal, so the kernel kills it with its parent.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p));
/** setpriv's exit codes when it could not run the binary (not found, not executable). */
const NOT_RUN = new Set([126, 127]);
/** coreutils' nice: the binary starts at the lower priority, every thread it makes with it. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => fs.existsSync(p));
/**
 * util-linux's chrt: the binary in the kernel's idle class (SCHED_IDLE), which runs only on cores nothing else wants. A
 * niced ffmpeg still holds a core until the scheduler preempts it for a request's thread that wakes; an idle-class one
 * gives it at once (the background bench: the list's p95 beside two encodes, docs/performance.md).
 */
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find((p) => fs.existsSync(p));
/** util-linux's taskset: the binary bound to the cores FFMPEG_CORES_LEFT leaves it. */
const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((p) => fs.existsSync(p));

/** The command line that starts `binary` at a lower priority (none when FFMPEG_NICENESS is 0), on its cores. */
function lowered(binary: string[]): string[] {
  const cpus = ffmpegCpuList();
  const bound = TASKSET && cpus ? [TASKSET, '--cpu-list', cpus, ...binary] : binary;
  if (ffmpegNiceness() <= 0) return bound;
  const idle = CHRT ? [CHRT, '--idle', '0', ...bound] : bound;
  return NICE ? [NICE, '-n', String(ffmpegNiceness()), ...idle] : idle;
}

function spawnGuarded(binary: string, args: string[]) {
  const guarded = SETPRIV ? [SETPRIV, '--pdeathsig', 'KILL', '--', binary, ...args] : [binary, ...args];
  const [command, ...argv] = lowered(guarded);
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Without nice, the child is lowered once started (its main thread: the threads it makes after inherit it).
  if (!NICE && child.pid && ffmpegNiceness() > 0) {
    try {
      os.setPriority(child.pid, ffmpegNiceness());
    } catch {
      // gone already, or not allowed: it runs at our priority
    }
  }
  return child;
}

/** Resolves with stdout when the process exits 0; rejects with a FfmpegError otherwise. */
export function runBinary(binary: string, args: string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(aborted());
    const child = spawnGuarded(binary, args);
    let stdout = '';
    let stderr = '';
    let killTimer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (opts.onStdout) opts.onStdout(chunk);
      else stdout = keepTail(stdout + chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = keepTail(stderr + chunk)));
    const done = () => {
      clearTimeout(killTimer);
      opts.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (err: NodeJS.ErrnoException) => {
      done();
      reject(
        err.code === 'ENOENT' || err.code === 'EACCES'
          ? missingBinary(binary)
          : new FfmpegError(`${binary} n'a pas pu être lancé (${err.code ?? 'erreur système'})`, err.message),
      );
    });
    child.on('close', (code, signal) => {
      done();
      if (opts.signal?.aborted) return reject(aborted());
      if (code === 0) return resolve(stdout);
      if ((SETPRIV || NICE) && code !== null && NOT_RUN.has(code) && /setpriv: failed to execute|^nice: /m.test(stderr))
        return reject(missingBinary(binary));
      const name = binary.split('/').pop();
      const tail = stderrTail(stderr);
      reject(new FfmpegError(failedMessage(name, signal ? `signal ${signal}` : `code ${code}`, tail), tail));
    });
  });
}

/** An ffmpeg run that waits for one of this process's ffmpeg slots (priority.ts) first. */
export async function runFfmpeg(ffmpeg: string, args: string[], opts: RunOptions = {}): Promise<string> {
  const release = await ffmpegSlot(opts.signal);
  try {
    return await runBinary(ffmpeg, args, opts);
  } finally {
    release();
  }
}
