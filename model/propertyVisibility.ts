// Who reads a property's values back: the one rule of the API's reads (services/recordView.ts hiddenKeys), of what
// feeds the search index (services/searchIndex.ts), of exports and of the schema editor's rules.
import type { PropertyDefinition } from './metaSchema.js';

/** Properties only developers may see or write. */
export const isDeveloperOnly = (prop: PropertyDefinition): boolean => prop.notDisplayableInAdmin === true || prop.excludedFromMongooseSchema === true;

/** Never read back by `reader`: a write-only value (a secret) by anyone, a developer-only one by a non-developer. */
export const isHiddenFrom = (prop: PropertyDefinition, reader: { isDeveloper?: boolean } | undefined): boolean =>
  prop.writeOnly === true || (isDeveloperOnly(prop) && !reader?.isDeveloper);

/** Hidden from some reader (the least of them: a non-developer): what no shared index or order may be made of. */
export const isHiddenFromSome = (prop: PropertyDefinition): boolean => isHiddenFrom(prop, undefined);

export const DEVELOPER_ONLY = 'Réservé aux développeurs';
/** Developer-only properties are locked to a non-developer's writes (model/validation/nestedLocks.ts, at every depth). */
export const developerOnlyLock =
  (writer: { isDeveloper?: boolean } | undefined) =>
  (prop: PropertyDefinition): string | undefined =>
    isDeveloperOnly(prop) && !writer?.isDeveloper ? DEVELOPER_ONLY : undefined;
