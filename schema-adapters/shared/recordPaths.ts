// Links of a schema's screens below /{siteId} (spec 000 §2 Collection routes).
import { useMemo } from 'react';
import { useBasename } from 'react-admin';
import { recordsEditableInAdmin, type DataSchema } from '../../model/metaSchema';
import { ARCHIVED_RECORD_SEGMENT, collectionPath } from '../../model/paths';

type PathSchema = Pick<DataSchema, '_id' | 'plural' | 'section' | 'recordsAreEditableInAdmin'>;

export interface RecordPaths {
  collection: string;
  /** A list tab ('export', or 'collection' for the list itself), within a sidebar sub-filter's list when one is given. */
  tab: (path: string, filterId?: string) => string;
  create: string;
  edit: (id: string) => string;
  view: (id: string) => string;
  /** Edit page, or the read-only view when the schema's records are not editable in admin. */
  open: (id: string) => string;
  /** An archived record, read-only (the list's archives). */
  archived: (id: string) => string;
  schemaEdit: string;
}

export function recordPathsOf(basename: string, schema: PathSchema): RecordPaths {
  const root = `${basename}/${collectionPath(schema)}`;
  const view = (id: string) => `${root}/${encodeURIComponent(id)}`;
  const edit = (id: string) => `${view(id)}/edit`;
  return {
    collection: `${root}/collection`,
    tab: (path, filterId) => `${root}${filterId ? `/${encodeURIComponent(filterId)}` : ''}/${path}`,
    create: `${root}/new`,
    edit,
    view,
    open: recordsEditableInAdmin(schema) ? edit : view,
    archived: (id) => `${view(id)}/${ARCHIVED_RECORD_SEGMENT}`,
    schemaEdit: `${basename}/super-admin/schemas/${encodeURIComponent(schema._id)}/edit`,
  };
}

export function useRecordPaths(schema: PathSchema): RecordPaths {
  const basename = useBasename();
  return useMemo(() => recordPathsOf(basename, schema), [basename, schema]);
}
