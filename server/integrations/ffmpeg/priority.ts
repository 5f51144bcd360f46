// ffmpeg yields to the requests (issue 29 §2): every child runs at a lower CPU priority (FFMPEG_NICENESS, 10: when
// requests want the cores the kernel gives them ~10 times ffmpeg's share), off the machine's first FFMPEG_CORES_LEFT
// cores, at most ENCODES_PER_PROCESS ffmpeg runs at a time in this process, and each encoder's threads bounded so that
// the encodes at once use about the cores they may, not 1.5× each.
// Why cores left as well as the idle class: an idle-class ffmpeg gives a request's thread the core at once, but leaves
// it caches it filled; two encodes on both cores still made a read's p95 2× its idle one (the background bench), one
// core kept for the requests and PostgreSQL brought it to 1.5× (single runs; with an export running as well, four runs
// showed no clear difference: docs/performance.md "Background work").
import os from 'node:os';
import { DEFAULT_ENCODES_PER_PROCESS, DEFAULT_FFMPEG_CORES_LEFT, DEFAULT_FFMPEG_NICENESS } from '../../config.js';
import { Slots } from './slots.js';

let niceness = DEFAULT_FFMPEG_NICENESS;
let coresLeft = DEFAULT_FFMPEG_CORES_LEFT;
let encodes = DEFAULT_ENCODES_PER_PROCESS;

const slots = new Slots(DEFAULT_ENCODES_PER_PROCESS);

/** The cores ffmpeg may use: those after the first `coresLeft`, or all of them when that would leave none. */
function ffmpegCoreRange(): { first: number; last: number } {
  const cores = os.availableParallelism();
  return { first: coresLeft < cores ? coresLeft : 0, last: cores - 1 };
}

/** Set once at start from the server's settings (server/config.ts ENCODES_PER_PROCESS). */
export function setEncodesPerProcess(value: number): void {
  slots.resize(value);
  encodes = value;
}

/** Set once at start from the server's settings (FFMPEG_CORES_LEFT). */
export function setFfmpegCoresLeft(value: number): void {
  coresLeft = value;
}

/** The cores each ffmpeg child is bound to, as taskset reads them ('1-7'); none when it may use them all. */
export function ffmpegCpuList(): string | undefined {
  const { first, last } = ffmpegCoreRange();
  return first === 0 ? undefined : `${first}-${last}`;
}

/** Set once at start from the server's settings (FFMPEG_NICENESS). */
export function setFfmpegNiceness(value: number): void {
  niceness = value;
}

/** How much lower than the server's the CPU priority of each ffmpeg child is. */
export const ffmpegNiceness = (): number => niceness;

/** A free ffmpeg slot of this process: resolves with its release. */
export const ffmpegSlot = (signal?: AbortSignal): Promise<() => void> => slots.acquire(signal);

/** The `-threads` of one encoder: its share of the cores ffmpeg may use. */
export function encoderThreads(): number {
  const { first, last } = ffmpegCoreRange();
  return Math.max(1, Math.floor((last - first + 1) / encodes));
}
