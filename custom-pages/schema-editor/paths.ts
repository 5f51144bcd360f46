import { useMemo } from 'react';
import { useBasename } from 'react-admin';

/** Where the schema screens live below the site: the `schema` type's collection path (spec 000 §2). */
export const SCHEMAS_PATH = 'super-admin/schemas';
export const SCHEMA_PREVIEW_PATH = 'super-admin/schema-preview';

export interface SchemaScreens {
  list: string;
  create: string;
  detail: (id: string) => string;
  edit: (id: string) => string;
  preview: (id: string) => string;
}

export function schemaScreensOf(basename: string): SchemaScreens {
  const root = `${basename}/${SCHEMAS_PATH}`;
  return {
    list: `${root}/collection`,
    create: `${root}/new`,
    detail: (id) => `${root}/${encodeURIComponent(id)}`,
    edit: (id) => `${root}/${encodeURIComponent(id)}/edit`,
    preview: (id) => `${basename}/${SCHEMA_PREVIEW_PATH}?schema=${encodeURIComponent(id)}`,
  };
}

export function useSchemaScreens(): SchemaScreens {
  const basename = useBasename();
  return useMemo(() => schemaScreensOf(basename), [basename]);
}
