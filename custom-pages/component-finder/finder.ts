// Component finder (spec 000 §2): at least 3 characters, at most 4 components (fuzzy over label, _id, front component),
// each with where it is used; and the anomalies of the site's layouts.
import type { LayoutOwner, UsageEntry } from '../../model/layouts';
import { COMPONENT_PICKER_SEARCH, fuzzySearch } from '../../schema-adapters/shared/fuzzySearch';
import type { ComponentDefinition } from '../layout-editor/types';

export const MIN_QUERY = 3;
export const MAX_RESULTS = 4;
export const QUERY_HINT = 'Entrer au moins 3 caractères pour afficher les composants';

/** The components matching a query, or undefined when the query is too short. */
export function findComponents(definitions: readonly ComponentDefinition[], query: string): ComponentDefinition[] | undefined {
  if (query.trim().length < MIN_QUERY) return undefined;
  return fuzzySearch(definitions, query, { ...COMPONENT_PICKER_SEARCH, keys: ['label', '_id', 'frontComponent'], limit: MAX_RESULTS });
}

export interface OwnerUsage {
  owner: LayoutOwner;
  count: number;
}

/** The places of a component grouped by the record (and field) holding them, most uses first. */
export function usageByOwner(entry: UsageEntry | undefined): OwnerUsage[] {
  const byKey = new Map<string, OwnerUsage>();
  for (const place of entry?.places ?? []) {
    const key = `${place.owner.cls}/${place.owner.id}/${place.owner.field ?? ''}`;
    const found = byKey.get(key);
    if (found) found.count += 1;
    else byKey.set(key, { owner: place.owner, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count);
}
