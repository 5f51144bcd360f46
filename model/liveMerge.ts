// Live merge of someone else's save into a record being edited (issue 22 §2): the fields one has not touched take the
// saved values; the fields both changed are merged where a field's type knows how (a layout, component by component:
// model/layouts/merge.ts), otherwise the person chooses, field by field (or component by component).
import { deepEqual } from './diff.js';

type Values = Record<string, unknown>;

/** One choice the merge leaves to the person: a field, or one part of it (a layout's component). */
export interface Conflict {
  key: string;
  part?: string;
  mine: unknown;
  theirs: unknown;
}
export type Choice = 'mine' | 'theirs';

/** Merges two edits of one field from their common base; undefined when it cannot (the whole field is a conflict). */
export type FieldMerger = (
  base: unknown,
  mine: unknown,
  theirs: unknown,
  prefer: (part: string) => Choice,
) => { value: unknown; conflicts: Omit<Conflict, 'key'>[] } | undefined;

export interface MergeInput {
  /** The version the form was editing. */
  base: Values;
  /** The form's values. */
  mine: Values;
  /** The version saved meanwhile. */
  theirs: Values;
  /** The keys the person changed against `base`. */
  mineKeys: ReadonlySet<string>;
  mergers?: Readonly<Record<string, FieldMerger>>;
}

export interface MergePlan {
  /** Values to put in the form now (the others stay as they are). */
  set: Values;
  /** The keys the other save changed and the form did not hold yet: what the notice names. */
  news: string[];
  conflicts: Conflict[];
}

export const conflictId = (c: Pick<Conflict, 'key' | 'part'>): string => (c.part === undefined ? c.key : `${c.key}/${c.part}`);

/** What to do with each key the other save changed; `choices` settle conflicts (unsettled: mine). */
export function planMerge(input: MergeInput, choices: ReadonlyMap<string, Choice> = new Map()): MergePlan {
  const { base, mine, theirs, mineKeys, mergers = {} } = input;
  const plan: MergePlan = { set: {}, news: [], conflicts: [] };
  for (const key of new Set([...Object.keys(base), ...Object.keys(theirs)])) {
    if (deepEqual(theirs[key], base[key]) || deepEqual(mine[key], theirs[key])) continue;
    plan.news.push(key);
    if (!mineKeys.has(key)) {
      plan.set[key] = theirs[key];
      continue;
    }
    const merged = mergers[key]?.(base[key], mine[key], theirs[key], (part) => choices.get(`${key}/${part}`) ?? 'mine');
    if (merged) {
      if (!deepEqual(merged.value, mine[key])) plan.set[key] = merged.value;
      plan.conflicts.push(...merged.conflicts.map((c) => ({ key, ...c })));
      continue;
    }
    if (choices.get(key) === 'theirs') plan.set[key] = theirs[key];
    plan.conflicts.push({ key, mine: mine[key], theirs: theirs[key] });
  }
  return plan;
}
