// adminFilter AST (model/adminFilter.ts) to parameterised SQL over the documents table.
import type { FilterNode, FilterValue } from '../../model/adminFilter.js';
import { jsonPathExpr, textPrefixExpr, textPrefixOf, type Sql } from './sql.js';

/** Columns that stand for system keys of a record. */
const COLUMN_PATHS: Record<string, { column: string; cast: string }> = {
  _id: { column: 'id', cast: 'text' },
  createdAt: { column: 'created_at', cast: 'timestamptz' },
  updatedAt: { column: 'updated_at', cast: 'timestamptz' },
};

export interface FilterSqlOptions {
  /** Depth of the first list along the path: equality then means "the list holds a matching item", as in Mongo. */
  listDepth: (path: string[]) => number | undefined;
}

// Positive predicates stay bare (`expr = value`) so expression indexes serve them; a NULL (missing key) already
// fails a WHERE. Only a negation needs COALESCE, so that a missing key counts as "not equal".
const negate = (predicate: string): string => `NOT COALESCE(${predicate}, false)`;

const OPS = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

const columnValue = (cast: string, value: FilterValue): unknown =>
  cast === 'timestamptz' && typeof value === 'number' ? new Date(value * 1000).toISOString() : value;

function columnSql(node: FilterNode, sql: Sql): string | undefined {
  if (node.kind === 'and' || node.kind === 'or' || node.kind === 'not') return undefined;
  const col = node.path.length === 1 ? COLUMN_PATHS[node.path[0]] : undefined;
  if (!col) return undefined;
  if (node.kind === 'exists') return node.exists ? 'TRUE' : 'FALSE';
  if (node.kind === 'in') {
    // Only texts and numbers can equal a column: a list or object in the list (a ragged SQL array) never matches.
    const values = node.values.filter((v) => typeof v === 'string' || typeof v === 'number');
    const list = `${col.column} = ANY(${sql.param(values.map((v) => columnValue(col.cast, v)))}::${col.cast}[])`;
    return node.negate ? negate(list) : list;
  }
  // A column is never null and never holds a list, an object or a boolean: such a value is never equal to it.
  if (node.value === null || typeof node.value === 'object' || typeof node.value === 'boolean') return node.op === 'ne' ? 'TRUE' : 'FALSE';
  return `${col.column} ${OPS[node.op]} ${sql.param(columnValue(col.cast, node.value))}::${col.cast}`;
}

type LeafNode = Exclude<FilterNode, { kind: 'and' | 'or' | 'not' }>;

/** A missing key (SQL NULL) or a JSON null: what a filter's `null` matches, as in Mongo. */
const isNullSql = (expr: string): string => `COALESCE(${expr}, 'null'::jsonb) = 'null'::jsonb`;

/** `expr` matches any of `values` (and is null if one of them is): `match` writes the test of the non-null ones. */
function withNull(values: FilterValue[], nullSql: string, match: (nonNull: FilterValue[]) => string | undefined): string {
  const nonNull = values.filter((v) => v !== null);
  const parts = [nonNull.length ? match(nonNull) : undefined, nonNull.length < values.length ? nullSql : undefined].filter(Boolean);
  return parts.length === 0 ? 'FALSE' : parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

/**
 * `{"tags._id": null}`: the list is missing or empty, or one of its items lacks the key (or holds null), as in Mongo.
 * The CASE keeps jsonb_array_elements away from a value that is not a list.
 */
function listItemNullSql(head: string, rest: string[]): string {
  const item = isNullSql(jsonPathExpr(rest, 'item'));
  return `(CASE WHEN jsonb_typeof(${head}) = 'array' THEN jsonb_array_length(${head}) = 0 OR EXISTS (SELECT 1 FROM jsonb_array_elements(${head}) item WHERE ${item}) ELSE TRUE END)`;
}

/** `{"tags._id": "t1"}` on a list of objects: the list contains an item `{"_id": "t1"}`. */
function throughListSql(node: LeafNode, depth: number, sql: Sql): string | undefined {
  const item = (v: FilterValue) => JSON.stringify([node.path.slice(depth).reduceRight<FilterValue>((acc, k) => ({ [k]: acc }), v)]);
  const head = jsonPathExpr(node.path.slice(0, depth));
  const nullSql = listItemNullSql(head, node.path.slice(depth));
  if (node.kind === 'in') {
    const any = withNull(node.values, nullSql, (values) => `${head} @> ANY(${sql.param(values.map(item))}::jsonb[])`);
    return node.negate ? negate(any) : any;
  }
  if (node.kind === 'cmp' && (node.op === 'eq' || node.op === 'ne')) {
    const eq = node.value === null ? nullSql : `${head} @> ${sql.param(item(node.value))}::jsonb`;
    return node.op === 'eq' ? eq : negate(eq);
  }
  return undefined;
}

/**
 * A string compared for equality on a top-level property also matches its bounded prefix, which the property's index
 * holds (storage/indexes.ts): redundant in meaning, but it lets the index serve the filter.
 */
function withPrefix(path: string[], strings: unknown[], sql: Sql, exact: string): string {
  if (path.length !== 1 || !strings.length || !strings.every((v) => typeof v === 'string')) return exact;
  const prefixes = sql.param((strings as string[]).map(textPrefixOf));
  return `(${textPrefixExpr(path[0])} = ANY(${prefixes}::text[]) AND ${exact})`;
}

function jsonSql(node: LeafNode, sql: Sql, opts: FilterSqlOptions): string {
  const expr = jsonPathExpr(node.path);
  const depth = opts.listDepth(node.path);
  if (depth !== undefined && depth < node.path.length) {
    const through = throughListSql(node, depth, sql);
    if (through) return through;
  }
  const list = depth === node.path.length;
  if (node.kind === 'exists') {
    const present = `${expr} <> 'null'::jsonb`;
    return node.exists ? present : negate(present);
  }
  // null: the key is missing or null; on a list, also a list holding null.
  const nullSql = list ? `(${isNullSql(expr)} OR ${expr} @> '[null]'::jsonb)` : isNullSql(expr);
  if (node.kind === 'in') {
    const any = withNull(node.values, nullSql, (values) => {
      const texts = sql.param(values.map((v) => JSON.stringify(v)));
      return list
        ? `${expr} @> ANY(ARRAY(SELECT jsonb_build_array(v) FROM unnest(${texts}::jsonb[]) v))`
        : withPrefix(node.path, values, sql, `${expr} = ANY(${texts}::jsonb[])`);
    });
    return node.negate ? negate(any) : any;
  }
  if (node.value === null && (node.op === 'eq' || node.op === 'ne')) return node.op === 'eq' ? nullSql : negate(nullSql);
  const value = sql.param(JSON.stringify(node.value));
  if (node.op === 'eq' || node.op === 'ne') {
    const eq =
      list && typeof node.value !== 'object'
        ? `${expr} @> jsonb_build_array(${value}::jsonb)`
        : withPrefix(node.path, [node.value], sql, `${expr} = ${value}::jsonb`);
    return node.op === 'eq' ? eq : negate(eq);
  }
  // Ordering only between values of the same JSON type (jsonb would otherwise order by type first).
  return `(${expr} ${OPS[node.op]} ${value}::jsonb AND jsonb_typeof(${expr}) = jsonb_typeof(${value}::jsonb))`;
}

export function filterToSql(node: FilterNode, sql: Sql, opts: FilterSqlOptions): string {
  switch (node.kind) {
    case 'and':
      return node.items.length ? `(${node.items.map((n) => filterToSql(n, sql, opts)).join(' AND ')})` : 'TRUE';
    case 'or':
      return node.items.length ? `(${node.items.map((n) => filterToSql(n, sql, opts)).join(' OR ')})` : 'FALSE';
    case 'not':
      return negate(filterToSql(node.item, sql, opts));
    default:
      return columnSql(node, sql) ?? jsonSql(node, sql, opts);
  }
}
