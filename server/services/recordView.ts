// A stored document as the API shows it: system keys added, secrets and developer-only fields removed.
import type { DataSchema } from '../../model/metaSchema.js';
import type { SessionUser } from '../../model/rights.js';
import { VERSION_KEY } from '../../model/migrations/index.js';
import type { StoredDocument } from '../storage/documents.js';
import { upgradedDoc } from './documentMigrations.js';
import { isPasswordHash } from './passwords.js';
import { isHiddenFrom } from '../../model/propertyVisibility.js';

export type ApiRecord = Record<string, unknown> & { _id: string; _cls: string };

/** A record as a read or a write answers it, with the ETag a later write must match. */
export interface Saved {
  record: ApiRecord;
  etag: string;
}

/** Keys a user may never see or filter on for this schema. */
export function hiddenKeys(schema: DataSchema, user: SessionUser): Set<string> {
  return new Set(schema.propertiesList.filter((p) => isHiddenFrom(p, user)).map((p) => p.key));
}

export function toApiRecord(stored: StoredDocument, schema: DataSchema, hidden: Set<string>, columnsOnly = false): ApiRecord {
  const record: ApiRecord = { _id: stored.id, _cls: schema._id };
  const columns = columnsOnly
    ? new Set(
        schema.propertiesList
          .filter((p) => p.column)
          .map((p) => p.key)
          .concat('label'),
      )
    : undefined;
  for (const [key, value] of Object.entries(upgradedDoc(schema, stored.doc))) {
    if (hidden.has(key) || isPasswordHash(value) || key === '_id' || key === '_cls' || key === VERSION_KEY) continue;
    if (columns && !columns.has(key)) continue;
    record[key] = value;
  }
  record.createdAt = stored.createdAt.toISOString();
  record.updatedAt = stored.updatedAt.toISOString();
  if (stored.archived) record._archived = true;
  return record;
}

export const etagOf = (stored: StoredDocument): string => `"${stored.version}"`;

/** What names a record in pickers and references (model/recordName.ts; storage's labelsOf follows the same keys). */
export { recordLabel as labelOf } from '../../model/recordName.js';
