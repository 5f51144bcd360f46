// List parameters of spec 001 §7 turned into a checked storage query: anything out of bounds or grammar is a 400.
import { parseAdminFilter, parseAdminFilterText, FilterError, type FilterNode, type FilterValue } from '../../model/adminFilter.js';
import { MAX_PAGE_SIZE } from '../../model/constants.js';
import type { ListRequest } from '../../model/listQuery.js';
import { defaultOrderOf } from '../../model/defaultOrder.js';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { filterToSql } from '../storage/filterSql.js';
import type { ListQuery, SortKey } from '../storage/documents.js';
import type { SearchRecheck } from '../storage/documentSearch.js';
import { Sql } from '../storage/sql.js';
import { badRequest } from '../errors.js';
import { descriptorOf, holdsReferences, indexKindOf, isFacet } from '../../model/propertyTypes.js';
import { propertyAt } from '../../model/propertyTree.js';
import type { HiddenKeys } from './recordView.js';

/**
 * What picks a list's records (a named filter: a domain's SQL, else the schema's subFilters adminFilter). `adminFilter`
 * is the HTTP edge's text; the server's own conditions are `where`, a filter as an object (the same grammar, the same
 * checks), ANDed with it.
 */
export type ListParams = Pick<ListRequest, 'sortBy' | 'adminFilter' | 'adminSearch' | 'offset' | 'limit' | 'archived' | 'filter'> & {
  where?: FilterValue;
};

/** The SQL of a type's named filter registered by its domain (RecordHookRegistry.listFilter). */
export type NamedFilterLookup = (id: string) => ((sql: Sql) => string) | undefined;

const SYSTEM_KEYS = new Set(['_id', 'createdAt', 'updatedAt']);
const MAX_OFFSET = 10_000_000;
const MAX_SEARCH = 200;

/**
 * Spec 001 §9 (model/defaultOrder.ts), then the record's creation date between equals. A record without a date it is
 * ordered by comes before those that have it (PostgreSQL's descending order).
 */
export function defaultSort(schema: DataSchema): SortKey[] {
  const keys = parseSort(
    schema,
    defaultOrderOf(schema)
      .map(({ key, desc }) => `${desc ? '-' : ''}${key}`)
      .join(','),
    // The schema's own order is every reader's: made of no hidden value (defaultOrder.ts).
    { hidesPath: () => false },
  );
  return keys.some((k) => k.path === 'createdAt') ? keys : [...keys, { path: 'createdAt', desc: true }];
}

function parseSort(schema: DataSchema, sortBy: string | undefined, hidden: Pick<HiddenKeys, 'hidesPath'>): SortKey[] {
  if (!sortBy) return defaultSort(schema);
  const keys = sortBy
    .split(',')
    .slice(0, 5)
    .map((raw) => raw.trim())
    .filter(Boolean);
  return keys.map((raw) => {
    const desc = raw.startsWith('-');
    const key = desc ? raw.slice(1) : raw;
    if (key === 'createdAt' || key === 'updatedAt' || key === '_id') return { path: key, desc };
    const path = key.split('.');
    const trail = propertyAt(schema.propertiesList, path);
    if (hidden.hidesPath(path) || trail.length !== path.length) {
      throw badRequest('BAD_SORT', `Tri impossible sur « ${key.slice(0, 100)} »`);
    }
    return { path, desc, text: path.length === 1 && indexKindOf(trail[0].prop) === 'text' };
  });
}

/** A reference property filtered with a bare id means its `_id`, as the console's pickers send it. */
function refineReferences(node: FilterNode, props: PropertyDefinition[]): FilterNode {
  if (node.kind === 'and' || node.kind === 'or') return { ...node, items: node.items.map((n) => refineReferences(n, props)) };
  if (node.kind === 'not') return { ...node, item: refineReferences(node.item, props) };
  const trail = propertyAt(props, node.path);
  const last = trail[trail.length - 1]?.prop;
  const isRef = last && trail.length === node.path.length && holdsReferences(last);
  const idValued = node.kind === 'in' ? node.values.every((v) => typeof v === 'string') : node.kind === 'cmp' && typeof node.value === 'string';
  return isRef && idValued ? { ...node, path: [...node.path, '_id'] } : node;
}

/** "key = scalar" on a facet property: its total is read from facet_counts. */
function facetOf(schema: DataSchema, node: FilterNode): ListQuery['facet'] {
  if (node.kind !== 'cmp' || node.op !== 'eq' || node.path.length !== 1) return undefined;
  const prop = schema.propertiesList.find((p) => p.key === node.path[0]);
  const value = node.value;
  if (!prop || !isFacet(prop) || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return undefined;
  return { key: prop.key, value };
}

function parsedFilter(filter: string | FilterValue, allowed: (path: string[]) => boolean, schema: DataSchema): FilterNode {
  try {
    const node = typeof filter === 'string' ? parseAdminFilterText(filter, allowed) : parseAdminFilter(filter, allowed);
    return refineReferences(node, schema.propertiesList);
  } catch (err) {
    if (err instanceof FilterError) throw badRequest('BAD_FILTER', err.message);
    throw err;
  }
}

/** A named filter's condition: the domain's SQL, else the schema's sub-filter of that id; unknown ids are a 400. */
function namedFilterSql(
  schema: DataSchema,
  id: string,
  sql: Sql,
  lookup: NamedFilterLookup,
  fromAdminFilter: (filter: FilterValue) => string,
): string {
  const own = lookup(id);
  if (own) return own(sql);
  const sub = schema.subFilters?.find((f) => f.id === id);
  if (!sub) throw badRequest('BAD_FILTER', `Filtre inconnu pour ${schema.label} : « ${id.slice(0, 60)} »`);
  return fromAdminFilter(sub.adminFilter as FilterValue);
}

/**
 * `labelsOnly`: a search looks in the label alone, so it tells nothing of the other properties. `searchRecheck`: the
 * what a search match is checked against while the type's re-index runs (searchReindex.ts searchRechecks).
 */
export function buildListQuery(
  schema: DataSchema,
  siteId: string,
  params: ListParams,
  hidden: HiddenKeys,
  labelsOnly = false,
  namedFilter: NamedFilterLookup = () => undefined,
  searchRecheck?: SearchRecheck,
): { query: ListQuery; sql: Sql } {
  const sql = new Sql();
  const allowed = (path: string[]) =>
    SYSTEM_KEYS.has(path[0]) ? path.length === 1 : !hidden.hidesPath(path) && schema.propertiesList.some((p) => p.key === path[0]);
  const toSql = (filter: FilterNode) =>
    filterToSql(filter, sql, {
      listDepth: (path) => propertyAt(schema.propertiesList, path).find(({ prop }) => descriptorOf(prop.type)?.nests === 'items')?.depth,
    });
  const conditions: string[] = [];
  let facet: ListQuery['facet'];
  if (params.filter !== undefined)
    conditions.push(namedFilterSql(schema, params.filter, sql, namedFilter, (raw) => toSql(parsedFilter(raw, allowed, schema))));
  const nodes = [params.adminFilter, params.where].flatMap((f) => (f === undefined || f === '' ? [] : [parsedFilter(f, allowed, schema)]));
  // One condition alone on a facet property: its total is the facet's kept one.
  if (params.filter === undefined && nodes.length === 1) facet = facetOf(schema, nodes[0]);
  conditions.push(...nodes.map(toSql));
  const where = conditions.length ? conditions.map((c) => `(${c})`).join(' AND ') : undefined;
  const search = params.adminSearch?.trim();
  if (search && search.length > MAX_SEARCH) throw badRequest('BAD_SEARCH', `Recherche trop longue (au plus ${MAX_SEARCH} caractères)`);
  const offset = params.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw badRequest('BAD_OFFSET', 'Paramètre offset invalide');
  // Without a limit, the whole list up to the cap: spec 001 §7 reads schemas, sites, formulas and tags with no parameter.
  const rawLimit = params.limit ?? 0;
  if (!Number.isInteger(rawLimit) || rawLimit < 0) throw badRequest('BAD_LIMIT', 'Paramètre limit invalide');
  return {
    sql,
    query: {
      siteId,
      cls: schema._id,
      archived: params.archived === true,
      where,
      facet,
      search: labelsOnly ? undefined : search || undefined,
      labelSearch: labelsOnly ? search || undefined : undefined,
      ...(search && !labelsOnly && searchRecheck && { searchRecheck }),
      sort: parseSort(schema, params.sortBy, hidden),
      offset,
      limit: rawLimit === 0 ? MAX_PAGE_SIZE : Math.min(rawLimit, MAX_PAGE_SIZE),
    },
  };
}
