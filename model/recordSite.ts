// Where a type's records are in the API: the platform's ('global', a type stored once for every site) or the site's.
import type { DataSchema } from './metaSchema.js';

export const recordSiteOf = (siteId: string, schema: Pick<DataSchema, 'storedInInstanceDatabase'> | undefined): string =>
  schema?.storedInInstanceDatabase === false ? 'global' : siteId;
