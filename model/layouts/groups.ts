// Groups of contents in a column (spec 001 §3-§5): a selection range of at most two content indices,
// a colour picked by the group's position among 7 presets, and ranges kept valid when contents move.
import { getCol, pathKey, updateCol, type ColPath } from './paths.js';
import { refuse, type Group, type Layout, type SelectionRange } from './types.js';
import { randomUuid, type UuidFactory } from './uuid.js';

/** The 7 preset group colours, by position (spec 001 §9). */
export const GROUP_COLORS = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d', '#6a4c93', '#ff70a6'] as const;
export const groupColor = (position: number): string => GROUP_COLORS[position % GROUP_COLORS.length];

/** [start, end] of a stored range (array or {start, end}; a single index means start = end). */
export function rangeBounds(range: SelectionRange): [number, number] {
  if (Array.isArray(range)) return [range[0], range[1] ?? range[0]];
  const { start, end } = range as { start: number; end?: number };
  return [start, end ?? start];
}

/** The same range with new bounds, stored in the shape it came in. */
function withBounds(range: SelectionRange, start: number, end: number): SelectionRange {
  if (!Array.isArray(range)) return { start, end };
  return start === end && range.length === 1 ? [start] : [start, end];
}

/**
 * Click on content `index` while selecting a group: the first click starts the range, the second closes it
 * (sorted), clicking an end again drops it, and a third index starts a new range: never more than two entries.
 */
export function toggleSelection(range: readonly number[], index: number): number[] {
  if (range.includes(index)) return range.filter((i) => i !== index);
  if (range.length === 1) return [Math.min(range[0], index), Math.max(range[0], index)];
  return [index];
}

/**
 * Groups after `removed` contents at `index` were replaced by `inserted` ones: ranges after the splice shift,
 * a range loses the removed indices it covered (and disappears when none is left), and grows with contents
 * inserted strictly inside it. Returns the input itself when nothing changes.
 */
export function spliceGroups(groups: readonly Group[] | undefined, index: number, removed: number, inserted: number): readonly Group[] | undefined {
  if (!groups?.length || removed + inserted === 0) return groups;
  const lastRemoved = index + removed - 1;
  let changed = false;
  const out: Group[] = [];
  for (const g of groups) {
    const [s0, e0] = rangeBounds(g.selectionRange);
    let [s, e] = [s0, e0];
    if (removed > 0) {
      if (s >= index && e <= lastRemoved) {
        changed = true;
        continue;
      }
      s = s < index ? s : Math.max(index, s - removed);
      e = e < index ? e : e > lastRemoved ? e - removed : index - 1;
    }
    if (s >= index) [s, e] = [s + inserted, e + inserted];
    else if (e >= index) e += inserted;
    if (s === s0 && e === e0) out.push(g);
    else {
      changed = true;
      out.push({ ...g, selectionRange: withBounds(g.selectionRange, s, e) });
    }
  }
  return changed ? out : groups;
}

const overlaps = (a: [number, number], b: [number, number]): boolean => a[0] <= b[1] && b[0] <= a[1];

export interface GroupInput {
  /** Absent for a new group. */
  readonly uuid?: string;
  readonly title?: string;
  readonly options?: Group['options'];
  readonly selectionRange: SelectionRange;
}

/**
 * Creates (no or unknown uuid) or updates a group of a column. Refused: an empty range, more than two indices,
 * an index outside the column's contents, a range overlapping another group. The colour (options.color)
 * is the preset at the group's position in the column's list.
 */
export function saveGroup(layout: Layout, colPath: ColPath, input: GroupInput, uuid: UuidFactory = randomUuid): Layout {
  const col = getCol(layout, colPath);
  const range = input.selectionRange;
  const raw: readonly number[] = 'start' in range ? [range.start, range.end].filter((i): i is number => i !== undefined) : range;
  if (raw.length === 0) refuse('range', 'sélection vide : choisir un ou deux contenus');
  if (raw.length > 2) refuse('range', 'une sélection compte au plus deux indices (début, fin)');
  const bad = raw.find((i) => !Number.isInteger(i) || i < 0 || i >= col.contents.length);
  if (bad !== undefined) refuse('range', `indice ${bad} hors de la colonne (${col.contents.length} contenus)`);
  const [start, end] = [Math.min(...raw), Math.max(...raw)];
  const groups = col.groups ?? [];
  const found = groups.findIndex((g) => g.uuid === input.uuid);
  const position = found >= 0 ? found : groups.length;
  const clash = groups.find((g, i) => i !== position && overlaps(rangeBounds(g.selectionRange), [start, end]));
  if (clash) refuse('group-overlap', `la sélection chevauche le groupe « ${clash.title ?? clash.uuid} »`);
  const group: Group = {
    uuid: input.uuid ?? uuid(),
    ...(input.title !== undefined && { title: input.title }),
    options: { ...input.options, color: groupColor(position) },
    selectionRange: start === end ? [start] : [start, end],
  };
  const next = found >= 0 ? groups.map((g, i) => (i === found ? group : g)) : [...groups, group];
  return updateCol(layout, colPath, (c) => ({ ...c, groups: next }));
}

export function removeGroup(layout: Layout, colPath: ColPath, groupUuid: string): Layout {
  const groups = getCol(layout, colPath).groups ?? [];
  if (!groups.some((g) => g.uuid === groupUuid)) refuse('group-unknown', `groupe ${groupUuid} introuvable dans la colonne ${pathKey(colPath)}`);
  const next = groups.filter((g) => g.uuid !== groupUuid);
  return updateCol(layout, colPath, ({ groups: _drop, ...c }) => (next.length ? { ...c, groups: next } : c));
}
