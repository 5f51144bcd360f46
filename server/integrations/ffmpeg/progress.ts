// ffmpeg's `-progress pipe:1` output: blocks of key=value lines, each ended by `progress=continue` or `progress=end`.
// The encoded position (out_time_us) against the duration ffprobe read gives the real fraction done.

export interface ProgressBlock {
  /** Seconds of output written so far. */
  outSeconds: number;
  /** Encoding speed relative to real time (1.5 = one and a half seconds of video per second), when known. */
  speed?: number;
  end: boolean;
}

/** Splits a growing stdout into complete progress blocks; keeps the unfinished tail for the next chunk. */
export class ProgressParser {
  private pending = '';
  private fields: Record<string, string> = {};

  push(chunk: string): ProgressBlock[] {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop() ?? '';
    const blocks: ProgressBlock[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      const eq = line.indexOf('=');
      if (eq <= 0) continue;
      const key = line.slice(0, eq);
      const value = line.slice(eq + 1).trim();
      if (key !== 'progress') {
        this.fields[key] = value;
        continue;
      }
      blocks.push(toBlock(this.fields, value === 'end'));
      this.fields = {};
    }
    return blocks;
  }
}

function toBlock(fields: Record<string, string>, end: boolean): ProgressBlock {
  // out_time_us and out_time_ms are both microseconds (a long-standing ffmpeg quirk); "N/A" before the first frame.
  const micros = Number(fields.out_time_us ?? fields.out_time_ms);
  const speed = Number.parseFloat((fields.speed ?? '').replace(/x$/, ''));
  return { outSeconds: Number.isFinite(micros) && micros > 0 ? micros / 1e6 : 0, ...(Number.isFinite(speed) && speed > 0 && { speed }), end };
}

/** The fraction done (0–1) of an output of `duration` seconds. */
export const fractionOf = (block: ProgressBlock, duration: number): number =>
  block.end ? 1 : duration > 0 ? Math.min(1, Math.max(0, block.outSeconds / duration)) : 0;
