// The video encoder (design.md §11): Debian's ffmpeg and ffprobe run as child processes (FFMPEG_PATH, FFPROBE_PATH).
// The binaries are settings (server/config.ts), offered here too for the encoder's users.
export { binariesFrom, type Binaries } from '../../config.js';
export { setEncodesPerProcess, setFfmpegCoresLeft, setFfmpegNiceness } from './priority.js';
export { probe, type MediaInfo } from './probe.js';
export { encodeRenditions, segmentHls, testClip } from './encode.js';
export { FfmpegError } from './errors.js';
