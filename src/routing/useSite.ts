import { useMemo } from 'react';
import { useSiteId } from '../../schema-adapters/shared';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { schemasOfSite, withCollection } from './collections';

/** The current site and absolute links below it (inside an admin, whose routes are relative to /{siteId}). */
export function useSite() {
  const siteId = useSiteId();
  return { siteId, sitePath: (path = '') => (path ? `/${siteId}/${path}` : `/${siteId}`) };
}

/** The schemas with a collection offered on the current site. */
export function useSiteCollections() {
  const schemas = useSchemas();
  const { siteId } = useSite();
  return useMemo(() => withCollection(schemasOfSite(schemas, siteId)), [schemas, siteId]);
}
