// Encodes yield to the requests (issue 29 §2): every ffmpeg child of this process runs at niceness 10 in the kernel's
// idle class, off the machine's first core, and no more of them run at once than ENCODES_PER_PROCESS, however many
// encodes are asked together. Real ffmpeg, real /proc.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeRenditions, testClip } from './encode.js';
import { binariesFrom, DEFAULT_ENCODES_PER_PROCESS, DEFAULT_FFMPEG_CORES_LEFT, DEFAULT_FFMPEG_NICENESS } from '../../config.js';
import { setEncodesPerProcess, setFfmpegCoresLeft } from './priority.js';

const { ffmpeg } = binariesFrom(process.env);
let dir: string;
let source: string;

/** The kernel's idle class (SCHED_IDLE), as field 41 of /proc/<pid>/stat gives it; chrt puts ffmpeg there where it is. */
const SCHED_IDLE = 5;
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].some((p) => fs.existsSync(p));

/** This process's ffmpeg children now: pid → niceness, scheduling policy (fields 19 and 41 of /proc/<pid>/stat) and cores. */
function ffmpegChildren(): Map<number, string> {
  const found = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [comm, rest] = [stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), stat.slice(stat.lastIndexOf(')') + 2).split(' ')];
      if (comm !== 'ffmpeg' || Number(rest[1]) !== process.pid) continue;
      const cpus = /^Cpus_allowed_list:\s*(\S+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      found.set(Number(entry), `nice ${rest[16]}, policy ${rest[38]}, cores ${cpus}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** Runs `count` encodes at once while watching /proc: the most ffmpeg children seen together, and every niceness seen. */
async function encodeTogether(count: number): Promise<{ most: number; niceness: Set<string>; seen: number }> {
  let most = 0;
  const niceness = new Set<string>();
  const pids = new Set<number>();
  const watch = setInterval(() => {
    const now = ffmpegChildren();
    most = Math.max(most, now.size);
    for (const [pid, nice] of now) {
      pids.add(pid);
      niceness.add(nice);
    }
  }, 40);
  try {
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        encodeRenditions(ffmpeg, {
          input: source,
          renditions: [{ height: 180, videoKbps: 300, audioKbps: 64, file: path.join(dir, `out-${count}-${i}.mp4`) }],
          expectedSeconds: 4,
          hasAudio: true,
        }),
      ),
    );
  } finally {
    clearInterval(watch);
  }
  return { most, niceness, seen: pids.size };
}

const CORES = os.availableParallelism();
/** The cores a child may use, as the kernel lists them: all but the first FFMPEG_CORES_LEFT (all on a machine that few). */
const coresAfter = (left: number) =>
  left < CORES ? (left === CORES - 1 ? `${left}` : `${left}-${CORES - 1}`) : CORES === 1 ? '0' : `0-${CORES - 1}`;
const lowered = (left = DEFAULT_FFMPEG_CORES_LEFT) => `nice ${DEFAULT_FFMPEG_NICENESS}, policy ${CHRT ? SCHED_IDLE : 0}, cores ${coresAfter(left)}`;

describe('ffmpeg beside the requests', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffmpeg-priority-'));
    source = path.join(dir, 'source.mp4');
    await testClip(ffmpeg, source, { seconds: 4, width: 320, height: 180 });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    setEncodesPerProcess(DEFAULT_ENCODES_PER_PROCESS);
    setFfmpegCoresLeft(DEFAULT_FFMPEG_CORES_LEFT);
  });

  it('runs one encode at a time by default, each at a lower CPU priority', async () => {
    const run = await encodeTogether(3);
    expect(run.seen).toBeGreaterThan(0);
    expect(run.most).toBe(1);
    expect([...run.niceness]).toEqual([lowered()]);
  });

  it('runs ENCODES_PER_PROCESS encodes at a time, no more', async () => {
    setEncodesPerProcess(2);
    const run = await encodeTogether(4);
    expect(run.most).toBe(2);
    expect([...run.niceness]).toEqual([lowered()]);
  });

  it('runs on every core when FFMPEG_CORES_LEFT is 0', async () => {
    setFfmpegCoresLeft(0);
    const run = await encodeTogether(1);
    expect([...run.niceness]).toEqual([lowered(0)]);
  });
});
