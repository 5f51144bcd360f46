// Two edits of one layout merged component by component (issue 22 §2): the rows and columns (the layout's shape)
// may change on one side only; each component (by uuid, else by place) takes the side that changed it, and a component
// both changed differently is a conflict, settled by `prefer`.
import { deepEqual } from '../diff.js';
import type { FieldMerger } from '../liveMerge.js';
import { isNested, type Content, type Layout } from './types.js';

const MARK = '§component';
type Parts = Map<string, Content>;

/** The layout with each component replaced by a mark holding its id, and the components by id. */
function split(layout: unknown): { shape: unknown; parts: Parts } | undefined {
  if (!Array.isArray(layout)) return undefined;
  const parts: Parts = new Map();
  const walkCols = (cols: readonly Layout[number]['cols'][number][], at: string): unknown =>
    cols.map((col, c) => ({
      ...col,
      contents: col.contents.map((content, i) => {
        if (isNested(content)) return { ...content, cols: walkCols(content.cols, `${at}.${c}.${i}`) };
        const id = ('uuid' in content && content.uuid) || `${at}.${c}.${i}`;
        parts.set(id, content);
        return { [MARK]: id };
      }),
    }));
  try {
    const shape = (layout as Layout).map((row, r) => ({ ...row, cols: walkCols(row.cols, String(r)) }));
    return { shape, parts };
  } catch {
    return undefined;
  }
}

function join(shape: unknown, parts: Parts): Layout {
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object') {
      if (MARK in node) return parts.get((node as Record<string, string>)[MARK]);
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
    }
    return node;
  };
  return fill(shape) as Layout;
}

export const mergeLayouts: FieldMerger = (base, mine, theirs, prefer) => {
  const [b, m, t] = [split(base ?? []), split(mine ?? []), split(theirs ?? [])];
  if (!b || !m || !t) return undefined;
  const mineShaped = !deepEqual(m.shape, b.shape);
  const theirsShaped = !deepEqual(t.shape, b.shape);
  if (mineShaped && theirsShaped && !deepEqual(m.shape, t.shape)) return undefined;
  const shape = mineShaped ? m.shape : t.shape;
  const parts: Parts = new Map();
  const conflicts: { part: string; mine: unknown; theirs: unknown }[] = [];
  for (const id of new Set([...m.parts.keys(), ...t.parts.keys()])) {
    const [was, mineNow, theirsNow] = [b.parts.get(id), m.parts.get(id), t.parts.get(id)];
    if (mineNow === undefined || theirsNow === undefined || deepEqual(mineNow, theirsNow)) {
      parts.set(id, (mineNow ?? theirsNow)!);
    } else if (deepEqual(mineNow, was)) parts.set(id, theirsNow);
    else if (deepEqual(theirsNow, was)) parts.set(id, mineNow);
    else {
      conflicts.push({ part: id, mine: mineNow, theirs: theirsNow });
      parts.set(id, prefer(id) === 'theirs' ? theirsNow : mineNow);
    }
  }
  return { value: join(shape, parts), conflicts };
};

/** The ids of a layout's components (by uuid, else by place), as changedComponents names them. */
export const componentIdsOf = (layout: unknown): string[] => [...(split(layout ?? [])?.parts.keys() ?? [])];

/** The components (by uuid, else by place) one edit of a layout changed, added or removed. */
export function changedComponents(before: unknown, after: unknown): string[] {
  const [b, a] = [split(before ?? []), split(after ?? [])];
  if (!b || !a) return [];
  return [...new Set([...b.parts.keys(), ...a.parts.keys()])].filter((id) => !deepEqual(b.parts.get(id), a.parts.get(id)));
}
