// `serialize=true`: references come back as {_id, _cls, _isRef, label}, labels read in one query per page.
import type pg from 'pg';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { holdsReferences } from '../../model/propertyTypes.js';
import { labelsOf } from '../storage/documents.js';
import type { ApiRecord } from './recordView.js';
import { GLOBAL_SITE } from './schemaRegistry.js';
import type { SchemaRegistry } from './schemaRegistry.js';

type Ref = { _id: string; _cls: string; _isRef?: boolean; label?: string };

const isRef = (v: unknown): v is Ref => !!v && typeof v === 'object' && typeof (v as Ref)._id === 'string' && typeof (v as Ref)._cls === 'string';

const refProps = (schema: DataSchema): PropertyDefinition[] => schema.propertiesList.filter(holdsReferences);

export async function serializeReferences(
  pool: pg.Pool,
  registry: SchemaRegistry,
  siteId: string,
  schema: DataSchema,
  records: ApiRecord[],
): Promise<ApiRecord[]> {
  const props = refProps(schema);
  if (!props.length) return records;
  const refs: Ref[] = [];
  for (const record of records) {
    for (const p of props) {
      const value = record[p.key];
      for (const v of Array.isArray(value) ? value : [value]) if (isRef(v)) refs.push(v);
    }
  }
  // A reference only resolves within the record's own site, or to global types.
  const known = refs.filter((r) => registry.get(r._cls)).slice(0, 5000);
  const labels = await labelsOf(
    pool,
    [siteId, GLOBAL_SITE],
    known.map((r) => ({ cls: r._cls, id: r._id })),
  );
  const withLabel = (v: unknown) => (isRef(v) ? { _id: v._id, _cls: v._cls, _isRef: true, label: labels.get(`${v._cls}/${v._id}`) ?? v._id } : v);
  return records.map((record) => {
    const out = { ...record };
    for (const p of props) {
      const value = out[p.key];
      if (value !== undefined) out[p.key] = Array.isArray(value) ? value.map(withLabel) : withLabel(value);
    }
    return out;
  });
}
