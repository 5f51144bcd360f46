// p95 of the editing operations on a 300-component layout (the lead's bench script calls benchLayoutOps).
import { dropNewComponent, moveContent, removeContent } from './contents.js';
import { bigLayout, comp } from './fixtures.js';
import type { ContentPath } from './paths.js';
import type { Layout } from './types.js';
import { counterUuid } from './uuid.js';
import { walkComponents } from './walk.js';

const p95 = (times: number[]): number => times.sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(0.95 * times.length))];

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Deterministic pseudo-random picks, so two runs time the same operations. */
function picker(seed: number): (n: number) => number {
  let s = seed;
  return (n) => (s = (s * 1103515245 + 12345) % 2147483648) % n;
}

export function benchLayoutOps(samples = 200): { add: number; move: number; remove: number } {
  const pick = picker(42);
  const uuid = counterUuid('bench');
  const paths = (l: Layout): ContentPath[] => walkComponents(l).map((c) => c.path);
  const times = { add: [] as number[], move: [] as number[], remove: [] as number[] };
  let layout = bigLayout(25);
  for (let i = 0; i < samples; i++) {
    // Targets are chosen outside the timed part; top-level columns only, so a move never meets its own column.
    const at = [pick(layout.length), pick(3)];
    times.add.push(time(() => (layout = dropNewComponent(layout, at, comp(`new${i}`)))));
    const all = paths(layout);
    const from = all[pick(all.length)];
    const to = [(from[0] + 1 + pick(layout.length - 1)) % layout.length, pick(3)];
    times.move.push(time(() => (layout = moveContent(layout, from, to, { uuid }))));
    const left = paths(layout);
    const gone = left[pick(left.length)];
    times.remove.push(time(() => (layout = removeContent(layout, gone))));
  }
  return { add: p95(times.add), move: p95(times.move), remove: p95(times.remove) };
}
