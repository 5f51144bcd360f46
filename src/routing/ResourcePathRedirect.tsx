import { useParams } from 'react-router';
import type { DataSchema } from '../../model/metaSchema';
import { specPathOfResourcePath } from './matchCollectionRoute';
import { SiteRedirect } from './SiteRedirect';

/** react-admin builds links like /{Type}/{id}; they lead to the same screen at the spec's path. */
export function ResourcePathRedirect({ schema }: { schema: DataSchema }) {
  const { '*': rest = '' } = useParams();
  return <SiteRedirect to={specPathOfResourcePath(schema, rest)} />;
}
