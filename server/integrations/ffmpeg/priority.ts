// ffmpeg yields to the requests (issue 29 §2): every child runs at a lower CPU priority (FFMPEG_NICENESS, 10: when
// requests want the cores the kernel gives them ~10 times ffmpeg's share), at most ENCODES_PER_PROCESS ffmpeg runs at a time in this
// process, and each encoder's threads bounded so that the encodes at once use about the machine's cores, not 1.5× each.
import os from 'node:os';
import { DEFAULT_ENCODES_PER_PROCESS, DEFAULT_FFMPEG_NICENESS } from '../../config.js';
import { Slots } from './slots.js';

let niceness = DEFAULT_FFMPEG_NICENESS;

const slots = new Slots(DEFAULT_ENCODES_PER_PROCESS);
let threads = threadsFor(DEFAULT_ENCODES_PER_PROCESS);

function threadsFor(encodes: number): number {
  return Math.max(1, Math.floor(os.availableParallelism() / encodes));
}

/** Set once at start from the server's settings (server/config.ts ENCODES_PER_PROCESS). */
export function setEncodesPerProcess(encodes: number): void {
  slots.resize(encodes);
  threads = threadsFor(encodes);
}

/** Set once at start from the server's settings (FFMPEG_NICENESS). */
export function setFfmpegNiceness(value: number): void {
  niceness = value;
}

/** How much lower than the server's the CPU priority of each ffmpeg child is. */
export const ffmpegNiceness = (): number => niceness;

/** A free ffmpeg slot of this process: resolves with its release. */
export const ffmpegSlot = (signal?: AbortSignal): Promise<() => void> => slots.acquire(signal);

/** The `-threads` of one encoder. */
export const encoderThreads = (): number => threads;
