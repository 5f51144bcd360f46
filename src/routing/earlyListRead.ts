// The entry's read of the list an address shows (src/main.tsx), once the catalogue has come: its first page, as the
// list will ask for it (src/providers/earlyList.ts), while the console's code still loads.
import { DEFAULT_PAGE_SIZE } from '../../model/constants';
import type { DataSchema } from '../../model/metaSchema';
import { collectionPath, opensArchives } from '../../model/paths';
import { listParamsOf, listStoreKey } from '../../schema-adapters/list/listAddress';
import { defaultSortOf } from '../../schema-adapters/list/schemaDerivations';
import { readListEarly } from '../providers/earlyList';
import { dataScopeOf, listAddress, listQuery } from '../providers/listRequest';
import { readSiteStore } from '../providers/siteStore';

/**
 * The address and request of the first page of the list at `{siteId}/{collection path}/collection` (a type's own list,
 * not a sub-filter's nor a tab), as SchemaCollectionPage's list asks for it; none for any other address.
 */
export function earlyListOf(
  { pathname, search, state }: { pathname: string; search: string; state?: unknown },
  schemas: DataSchema[],
  stored: (siteId: string, key: string) => unknown,
) {
  const [site, ...rest] = pathname.split('/').filter(Boolean);
  const siteId = decoded(site);
  if (!siteId || rest.at(-1) !== 'collection') return undefined;
  const below = rest.slice(0, -1).join('/');
  const schema = schemas.find((candidate) => !candidate.isSingleton && collectionPath(candidate) === below);
  if (!schema) return undefined;
  const params = listParamsOf(search, stored(siteId, listStoreKey(schema._id)), { sort: defaultSortOf(schema), perPage: DEFAULT_PAGE_SIZE });
  // The list opens on its archives when the way back from an archived record says so (react-router's state).
  const query = listQuery({ ...params, meta: { columnsOnly: true, ...(opensArchives(state) && { archived: true }) } });
  return { address: listAddress(dataScopeOf(siteId, schema), schema._id, query), query };
}

const decoded = (segment: string | undefined) => {
  try {
    return segment && decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** Reads the list the page's address shows, if it shows one. */
export function readAddressListEarly(schemas: DataSchema[]): void {
  const { pathname, search } = window.location;
  const list = earlyListOf({ pathname, search, state: (window.history.state as { usr?: unknown } | null)?.usr }, schemas, readSiteStore);
  if (list) readListEarly(list.address, list.query);
}
