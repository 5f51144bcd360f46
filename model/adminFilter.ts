// The adminFilter grammar (docs/api.md): a Mongo-style subset parsed into an AST the server turns into
// parameterised SQL. Anything outside the grammar or the limits throws a FilterError (400 BAD_FILTER).
import { textProblem } from './storableText.js';
import { isObject } from './isObject.js';

export type FilterValue = string | number | boolean | null | FilterValue[] | { [k: string]: FilterValue };
export type FilterNode =
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'cmp'; path: string[]; op: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte'; value: FilterValue }
  | { kind: 'in'; path: string[]; values: FilterValue[]; negate: boolean }
  | { kind: 'exists'; path: string[]; exists: boolean };

export class FilterError extends Error {
  constructor(reason: string) {
    super(`Filtre invalide : ${reason}`);
    this.name = 'FilterError';
  }
}

export const FILTER_LIMITS = {
  depth: 10,
  nodes: 500,
  inValues: 1000,
  stringLength: 1000,
  keysPerObject: 50,
  pathSegments: 6,
  textLength: 10_000,
} as const;

type CmpOp = Extract<FilterNode, { kind: 'cmp' }>['op'];
const CMP_OPS: Record<string, CmpOp> = { $eq: 'eq', $ne: 'ne', $gt: 'gt', $gte: 'gte', $lt: 'lt', $lte: 'lte' };
const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|0|[1-9][0-9]*)$/;
// Keys that reach the prototype when copied into a plain object.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
type IsAllowedPath = (path: string[]) => boolean;

// System dates are timestamp columns: a value PostgreSQL cannot read as a date must be refused here, not by the cast.
const DATE_PATHS = new Set(['createdAt', 'updatedAt']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// Years 1 to 9999, in Unix seconds: within both JavaScript's and PostgreSQL's ranges.
const MIN_SECONDS = -62135596800;
const MAX_SECONDS = 253402300799;

/** A date value of a system date filter: an ISO 8601 text, normalised to UTC, Unix seconds in range, or null. */
function dateValue(field: string, value: FilterValue): FilterValue {
  if (value === null) return null; // never true of a system date: IS NULL matches nothing
  const reason = `${field} attend une date (texte ISO 8601 ou secondes Unix, années 1 à 9999)`;
  if (typeof value === 'number') {
    if (value < MIN_SECONDS || value > MAX_SECONDS) throw new FilterError(reason);
    return value;
  }
  if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) throw new FilterError(reason);
  const time = Date.parse(value.trim());
  if (Number.isNaN(time) || time < MIN_SECONDS * 1000 || time > MAX_SECONDS * 1000) throw new FilterError(reason);
  return new Date(time).toISOString();
}

function withDates<T extends FilterNode>(node: T): T {
  if ((node.kind !== 'cmp' && node.kind !== 'in') || node.path.length !== 1 || !DATE_PATHS.has(node.path[0])) return node;
  const field = node.path[0];
  return node.kind === 'cmp' ? { ...node, value: dateValue(field, node.value) } : { ...node, values: node.values.map((v) => dateValue(field, v)) };
}

const short = (text: string): string => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

function keysOf(obj: Record<string, unknown>): string[] {
  const keys = Object.keys(obj);
  if (keys.length > FILTER_LIMITS.keysPerObject) throw new FilterError(`plus de ${FILTER_LIMITS.keysPerObject} clés dans un objet`);
  const bad = keys.find((k) => FORBIDDEN_KEYS.has(k));
  if (bad) throw new FilterError(`clé ${bad} non autorisée`);
  return keys;
}

class Parser {
  private nodes = 0;
  constructor(
    private readonly isAllowedPath: IsAllowedPath,
    private readonly nowSeconds: number,
  ) {}

  /** `{"$now": offset}`: the current Unix time plus offset seconds, for time-relative sub-filters (to-renew-now). */
  private relativeTime(arg: unknown): number | undefined {
    if (!isObject(arg) || Object.keys(arg).length !== 1 || !Object.hasOwn(arg, '$now')) return undefined;
    const offset = arg.$now;
    if (typeof offset !== 'number' || !Number.isFinite(offset)) throw new FilterError('$now attend un nombre de secondes');
    return this.nowSeconds + Math.trunc(offset);
  }

  private node<T extends FilterNode>(node: T): T {
    if (++this.nodes > FILTER_LIMITS.nodes) throw new FilterError(`plus de ${FILTER_LIMITS.nodes} conditions`);
    return withDates(node);
  }

  private checkDepth(depth: number): void {
    if (depth > FILTER_LIMITS.depth) throw new FilterError(`imbrication de plus de ${FILTER_LIMITS.depth} niveaux`);
  }

  /** A literal copied into fresh JSON: no operator keys, bounded strings, keys and depth (`depth`: its level if a list or object). */
  literal(value: unknown, depth: number): FilterValue {
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new FilterError('nombre invalide');
      return value;
    }
    if (typeof value === 'string') {
      if (value.length > FILTER_LIMITS.stringLength) throw new FilterError(`texte de plus de ${FILTER_LIMITS.stringLength} caractères`);
      const problem = textProblem(value);
      if (problem) throw new FilterError(problem);
      return value;
    }
    if (typeof value === 'object') this.checkDepth(depth);
    if (Array.isArray(value)) {
      if (value.length > FILTER_LIMITS.inValues) throw new FilterError(`liste de plus de ${FILTER_LIMITS.inValues} valeurs`);
      return value.map((item) => this.literal(item, depth + 1));
    }
    if (isObject(value) && Object.getPrototypeOf(value) === Object.prototype) {
      const out: { [k: string]: FilterValue } = {};
      for (const key of keysOf(value)) {
        if (key.startsWith('$')) throw new FilterError(`opérateur ${short(key)} non autorisé dans une valeur`);
        out[key] = this.literal(value[key], depth + 1);
      }
      return out;
    }
    throw new FilterError('valeur invalide');
  }

  private path(key: string): string[] {
    const path = key.split('.');
    if (path.length > FILTER_LIMITS.pathSegments) throw new FilterError(`chemin ${short(key)} trop long`);
    if (!path.every((s) => SEGMENT.test(s) && !FORBIDDEN_KEYS.has(s)) || /^\d/.test(path[0])) {
      throw new FilterError(`champ ${short(key)} invalide`);
    }
    if (!this.isAllowedPath(path)) throw new FilterError(`champ ${short(key)} non autorisé`);
    return path;
  }

  /** `{field: ...}`: a literal (equality) or an object of operators. */
  private field(key: string, value: unknown, depth: number): FilterNode {
    const path = this.path(key);
    if (!isObject(value) || !Object.keys(value).some((k) => k.startsWith('$'))) {
      return this.node({ kind: 'cmp', path, op: 'eq', value: this.literal(value, depth + 1) });
    }
    return this.operators(path, value, depth);
  }

  private operators(path: string[], ops: Record<string, unknown>, depth: number): FilterNode {
    this.checkDepth(depth);
    const keys = keysOf(ops);
    if (keys.length === 0) throw new FilterError('objet d’opérateurs vide');
    const items = keys.map((op): FilterNode => {
      const arg = ops[op];
      if (Object.hasOwn(CMP_OPS, op)) {
        const cmp = CMP_OPS[op];
        const time = this.relativeTime(arg);
        if (time !== undefined) return this.node({ kind: 'cmp', path, op: cmp, value: time });
        if (cmp !== 'eq' && cmp !== 'ne' && typeof arg !== 'number' && typeof arg !== 'string') {
          throw new FilterError(`${op} attend un nombre ou un texte`);
        }
        return this.node({ kind: 'cmp', path, op: cmp, value: this.literal(arg, depth + 1) });
      }
      if (op === '$in' || op === '$nin') {
        if (!Array.isArray(arg)) throw new FilterError(`${op} attend une liste`);
        const values = this.literal(arg, depth + 1) as FilterValue[];
        return this.node({ kind: 'in', path, values, negate: op === '$nin' });
      }
      if (op === '$exists') {
        if (typeof arg !== 'boolean') throw new FilterError('$exists attend true ou false');
        return this.node({ kind: 'exists', path, exists: arg });
      }
      if (op === '$not') {
        if (!isObject(arg) || !Object.keys(arg).every((k) => k.startsWith('$'))) throw new FilterError('$not attend des opérateurs');
        return this.node({ kind: 'not', item: this.operators(path, arg, depth + 1) });
      }
      throw new FilterError(op.startsWith('$') ? `opérateur ${short(op)} non autorisé` : `champ ${short(op)} mêlé à des opérateurs`);
    });
    return items.length === 1 ? items[0] : this.node({ kind: 'and', items });
  }

  /** A filter object: its keys are fields, `$and`, `$or` or `$not`, all of which must hold. */
  filter(input: unknown, depth: number): FilterNode {
    this.checkDepth(depth);
    if (!isObject(input)) throw new FilterError('un filtre doit être un objet');
    const items = keysOf(input).map((key): FilterNode => {
      const value = input[key];
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) throw new FilterError(`${key} attend une liste non vide de filtres`);
        const kind = key === '$and' ? 'and' : 'or';
        return this.node({ kind, items: value.map((f) => this.filter(f, depth + 1)) });
      }
      if (key === '$not') return this.node({ kind: 'not', item: this.filter(value, depth + 1) });
      if (key.startsWith('$')) throw new FilterError(`opérateur ${short(key)} non autorisé`);
      return this.field(key, value, depth);
    });
    return this.node({ kind: 'and', items });
  }
}

/** Removes and / or nodes holding a single item (an empty `and` stays: it matches everything). */
export function simplify(node: FilterNode): FilterNode {
  if (node.kind === 'not') return { kind: 'not', item: simplify(node.item) };
  if (node.kind !== 'and' && node.kind !== 'or') return node;
  const items = node.items.map(simplify);
  return items.length === 1 ? items[0] : { kind: node.kind, items };
}

/** Parses an already JSON-parsed filter; `isAllowedPath` says which dotted paths may be filtered on. */
export function parseAdminFilter(input: unknown, isAllowedPath: IsAllowedPath, now = Date.now()): FilterNode {
  return simplify(new Parser(isAllowedPath, Math.floor(now / 1000)).filter(input, 1));
}

/** Parses the `adminFilter` query parameter (JSON text). */
export function parseAdminFilterText(text: string, isAllowedPath: IsAllowedPath, now = Date.now()): FilterNode {
  if (typeof text !== 'string') throw new FilterError('texte JSON attendu');
  if (text.length > FILTER_LIMITS.textLength) throw new FilterError(`plus de ${FILTER_LIMITS.textLength} caractères`);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw new FilterError('JSON mal formé');
  }
  return parseAdminFilter(input, isAllowedPath, now);
}

/**
 * `{path: {$in: values}}` filters, as few as the limits allow: the server's own lookups by many ids (a payout's
 * payments, a comparison's records) must stay within the text and `$in` limits every caller is held to.
 */
export function inFilters(path: string, values: readonly string[]): FilterValue[] {
  const filters: FilterValue[] = [];
  const wrapper = JSON.stringify({ [path]: { $in: [] } }).length;
  let chunk: string[] = [];
  let length = wrapper;
  for (const value of values) {
    const added = JSON.stringify(value).length + 1;
    if (chunk.length && (length + added > FILTER_LIMITS.textLength || chunk.length === FILTER_LIMITS.inValues)) {
      filters.push({ [path]: { $in: chunk } });
      chunk = [];
      length = wrapper;
    }
    chunk.push(value);
    length += added;
  }
  if (chunk.length) filters.push({ [path]: { $in: chunk } });
  return filters;
}

/** The same as text, for a list asked over HTTP (another environment's server). */
export const inFilterTexts = (path: string, values: readonly string[]): string[] => inFilters(path, values).map((f) => JSON.stringify(f));
