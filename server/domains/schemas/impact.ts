// What a schema change does to stored records: they are kept as they are (no data is lost), and the save reports
// how many no longer pass the new schema, so the developer knows before editors meet them.
import type pg from 'pg';
import type { DataSchema } from '../../../model/metaSchema.js';
import { checkRecord } from '../../../model/validation/index.js';
import { upgradedDoc } from '../../services/documentMigrations.js';
import { sampleDocuments } from '../../storage/documents.js';

/** Records checked at most per save; enough to warn, bounded for large collections. */
export const IMPACT_SAMPLE = 5000;

export interface SchemaImpact {
  checked: number;
  invalid: number;
}

export async function schemaImpact(pool: pg.Pool, schema: DataSchema): Promise<SchemaImpact> {
  if (schema.hasAssociatedDBCollection === false) return { checked: 0, invalid: 0 };
  return impactOn(
    schema,
    (await sampleDocuments(pool, schema._id, IMPACT_SAMPLE)).map((d) => d.doc),
  );
}

/**
 * How many stored records fail the schema, each read as the API shows it: in the current shapes (a rich text stored
 * as bare HTML by an older version is not an error). Values of removed properties stay stored and are not errors:
 * only the declared properties are checked.
 */
export function impactOn(schema: DataSchema, stored: Record<string, unknown>[]): SchemaImpact {
  const declared = new Set(schema.propertiesList.map((p) => p.key));
  let invalid = 0;
  for (const doc of stored) {
    const input = Object.fromEntries(Object.entries(upgradedDoc(schema, doc)).filter(([k]) => declared.has(k)));
    if (!checkRecord(schema, input, { isNew: false, stored: input }).ok) invalid++;
  }
  return { checked: stored.length, invalid };
}
