// Why ffmpeg or ffprobe failed: the message in French, ffmpeg's own last lines (English) kept apart as the reason.

export class FfmpegError extends Error {
  constructor(
    message: string,
    /** The last lines ffmpeg wrote on stderr (its reason, in English), empty when it never ran. */
    readonly reason: string = '',
    readonly code: 'MISSING' | 'FAILED' | 'ABORTED' | 'BAD_SOURCE' = 'FAILED',
  ) {
    super(message);
  }

  /** The French message, then ffmpeg's own lines: what a video keeps as the detail of its failure. */
  get detail(): string {
    return this.reason ? `${this.message}\nDétail de ffmpeg :\n${this.reason}` : this.message;
  }
}

export const missingBinary = (binary: string): FfmpegError =>
  new FfmpegError(
    `${binary} est introuvable sur ce serveur : installez-le (apt-get install -y ffmpeg) ou indiquez son chemin dans FFMPEG_PATH`,
    '',
    'MISSING',
  );

export const aborted = (): FfmpegError => new FfmpegError('Encodage annulé', '', 'ABORTED');

/** The last meaningful stderr lines: ffmpeg prints its reason at the end, after the stream summaries. */
export function stderrTail(stderr: string, lines = 6, maxLength = 800): string {
  const kept = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(frame|size)=/.test(l));
  return kept.slice(-lines).join('\n').slice(-maxLength);
}
