import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { schemasOfSite, withCollection } from './collections';

/** The site of the URL and absolute links below it (inside an admin, whose routes are relative to /{siteId}). */
export function useSite() {
  const { siteId = '' } = useParams();
  return { siteId, sitePath: (path = '') => (path ? `/${siteId}/${path}` : `/${siteId}`) };
}

/** The schemas with a collection offered on the current site. */
export function useSiteCollections() {
  const schemas = useSchemas();
  const { siteId } = useSite();
  return useMemo(() => withCollection(schemasOfSite(schemas, siteId)), [schemas, siteId]);
}
