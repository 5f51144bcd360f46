// The route rules of spec 000 §2 ("Sections", "Collection routes"), as pure functions of the path below /{siteId}.
import type { CustomPage } from '../../custom-pages/types';
import { recordsEditableInAdmin, type DataSchema } from '../../model/metaSchema';
import { ARCHIVED_RECORD_SEGMENT, collectionPath } from '../../model/paths';
import { canAccessSection, type SessionUser } from '../../model/rights';
import type { Section } from '../../model/sections';
import { FORBIDDEN_SECTION, PAGE_NOT_FOUND } from '../../schema-adapters/shared/messages';
import { collectionEntryPath, sectionCollections, singletonIdOf } from './collections';
import { matchCustomPage } from './customPageRoute';

export type RouteOutcome =
  /** `tab`: a tab beside the list (schema-adapters/list/extraTabs.tsx) at {path}/{tab}. */
  | { kind: 'collection'; schema: DataSchema; filterId?: string; tab?: string }
  /** `archived`: a record of the archives, read-only, at {path}/{id}/archive (who sees the list's archives). */
  | { kind: 'record'; schema: DataSchema; id?: string; readOnly?: boolean; archived?: boolean }
  /** A screen of custom-pages/; `subPath` is what follows its path. */
  | { kind: 'custom'; page: CustomPage; subPath: string[] }
  /** `to` is below /{siteId}; '' is the site root. `notice`: why, when the user did not ask for it (no right, nothing there). */
  | { kind: 'redirect'; to: string; notice?: string };

const redirect = (to: string, notice?: string): RouteOutcome => ({ kind: 'redirect', to, ...(notice && { notice }) });
const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** A record URL: the edit form when records are editable in admin, else the read-only view. */
function recordRoute(schema: DataSchema, base: string, id: string, edit: boolean): RouteOutcome {
  const encoded = encodeURIComponent(id);
  if (recordsEditableInAdmin(schema)) return edit ? { kind: 'record', schema, id } : redirect(`${base}/${encoded}/edit`);
  return edit ? redirect(`${base}/${encoded}`) : { kind: 'record', schema, id, readOnly: true };
}

/** The list tabs a collection offers the current user, by their URL segment: they win over a record id. */
export type TabPathsOf = (schema: DataSchema) => readonly string[];
const noTabs: TabPathsOf = () => [];

function routeInCollection(schema: DataSchema, rest: string[], tabPathsOf: TabPathsOf): RouteOutcome {
  const base = collectionPath(schema);
  const fallback = redirect(schema.isSingleton ? `${base}/${encodeURIComponent(singletonIdOf(schema))}` : `${base}/collection`);
  const [first, second] = rest;
  if (first === undefined || rest.length > 2) return fallback;
  if (second === undefined) {
    if (first === 'new') return { kind: 'record', schema };
    if (first === 'collection') return schema.isSingleton ? fallback : { kind: 'collection', schema };
    if (!schema.isSingleton && tabPathsOf(schema).includes(first)) return { kind: 'collection', schema, tab: first };
    return recordRoute(schema, base, first, false);
  }
  const isRecordId = first !== 'new' && first !== 'collection';
  if (second === 'edit' && isRecordId) return recordRoute(schema, base, first, true);
  if (second === ARCHIVED_RECORD_SEGMENT && isRecordId) return { kind: 'record', schema, id: first, readOnly: true, archived: true };
  const isSubFilter = schema.subFilters?.some((filter) => filter.id === first);
  if (isSubFilter && !schema.isSingleton && tabPathsOf(schema).includes(second)) return { kind: 'collection', schema, filterId: first, tab: second };
  if (second === 'collection' && !schema.isSingleton) {
    return isSubFilter ? { kind: 'collection', schema, filterId: first } : redirect(`${base}/collection`);
  }
  return fallback;
}

/**
 * What a path below the site shows among the given collections (the longest collection path that prefixes it wins),
 * or undefined when no collection owns the path. Matching is case-sensitive.
 */
export function matchCollectionRoute(collections: DataSchema[], path: string, tabPathsOf: TabPathsOf = noTabs): RouteOutcome | undefined {
  const segments = segmentsOf(path);
  let best: { schema: DataSchema; length: number } | undefined;
  for (const schema of collections) {
    const base = segmentsOf(collectionPath(schema));
    const isPrefix = base.length <= segments.length && base.every((segment, i) => segments[i] === segment);
    if (isPrefix && (!best || base.length > best.length)) best = { schema, length: base.length };
  }
  return best && routeInCollection(best.schema, segments.slice(best.length), tabPathsOf);
}

/**
 * Where a section's root leads: its default page when it is one of its collections, else its first collection, else
 * its first custom page of the sidebar (a section of custom pages only, as the encoding queue).
 */
export function sectionLanding(section: Section, ownCollections: DataSchema[], pages: readonly CustomPage[] = []): string | undefined {
  const defaultPath = section.defaultPath && `${section.path}/${section.defaultPath}`;
  const target = ownCollections.find((schema) => collectionPath(schema) === defaultPath) ?? ownCollections[0];
  const page = pages.find((p) => p.section === section.id && p.sidebar === 'shortcuts');
  return target ? collectionEntryPath(target) : page && `${section.path}/${page.path}`;
}

/**
 * A path below a section (`rest`): the site root without the section's right, its landing at its root,
 * a custom page where one serves the path, else a collection's screen.
 */
export function resolveSectionRoute(
  section: Section,
  collections: DataSchema[],
  user: SessionUser,
  rest: string,
  pages: readonly CustomPage[] = [],
  tabPathsOf: TabPathsOf = noTabs,
): RouteOutcome {
  if (!canAccessSection(user, section.id)) return redirect('', FORBIDDEN_SECTION(section.label));
  const own = sectionCollections(collections, section.id);
  if (!segmentsOf(rest).length) return redirect(sectionLanding(section, own, pages) ?? '');
  const custom = matchCustomPage(pages, section.id, rest);
  if (custom) return { kind: 'custom', ...custom };
  return matchCollectionRoute(own, `${section.path}/${rest}`, tabPathsOf) ?? singletonById(own, rest) ?? redirect('', PAGE_NOT_FOUND);
}

/** A singleton's id right below its section leads to it: spec 001 §2 links Site > Options as /website-configuration/options. */
function singletonById(own: DataSchema[], rest: string): RouteOutcome | undefined {
  const [id, ...more] = segmentsOf(rest);
  const singleton = more.length ? undefined : own.find((schema) => schema.isSingleton && singletonIdOf(schema) === id);
  return singleton && redirect(collectionEntryPath(singleton));
}

/** The screen of a path below one collection (`rest` follows the collection path). */
export const collectionRoute = (schema: DataSchema, rest: string, tabPathsOf: TabPathsOf = noTabs): RouteOutcome =>
  routeInCollection(schema, segmentsOf(rest), tabPathsOf);

/** react-admin's own resource URLs (`/{Type}`, `/{Type}/create`, `/{Type}/{id}`, `/{Type}/{id}/show`) lead to ours. */
export function specPathOfResourcePath(schema: DataSchema, rest: string): string {
  const base = collectionPath(schema);
  const [first, second, ...more] = segmentsOf(rest);
  if (first === 'create' && second === undefined) return `${base}/new`;
  if (first !== undefined && more.length === 0 && (second === undefined || second === 'show')) {
    return `${base}/${encodeURIComponent(first)}`;
  }
  return collectionEntryPath(schema);
}
