// HTTP range requests (RFC 9110 §14) on stored files: what players ask for (a video's moov, an HLS segment's bytes).
// One range only; a multi-range or malformed header is ignored (the whole file answers, as the RFC allows).

export type RangeAnswer = { start: number; end: number } | 'unsatisfiable' | undefined;

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  if (!m[1]) {
    // bytes=-N: the last N bytes.
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
