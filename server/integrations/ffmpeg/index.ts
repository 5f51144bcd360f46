// The video encoder (design.md §11): Debian's ffmpeg and ffprobe run as child processes (FFMPEG_PATH, FFPROBE_PATH).
// The binaries and the defaults are settings (server/config.ts), offered here too for the encoder's users.
export { binariesFrom, DEFAULT_ENCODES_PER_PROCESS, DEFAULT_FFMPEG_NICENESS, type Binaries } from '../../config.js';
export { runBinary, runFfmpeg } from './process.js';
export { encoderThreads, setEncodesPerProcess, setFfmpegNiceness } from './priority.js';
export { probe, parseProbe, type MediaInfo } from './probe.js';
export {
  encodeArgs,
  encodeRenditions,
  segmentHls,
  testClip,
  HLS_SEGMENT_SECONDS,
  KEYFRAME_SECONDS,
  type Rendition,
  type EncodeJob,
} from './encode.js';
export { FfmpegError, stderrTail } from './errors.js';
export { ProgressParser, fractionOf } from './progress.js';
