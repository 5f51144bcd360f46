// Whether the form hides a property (spec 000 §5, last rule).
import type { PropertyDefinition } from '../metaSchema.js';
import { conditionHolds } from './condition.js';
import { isBlank } from './util.js';

const hasNoValue = (v: unknown): boolean => isBlank(v) || (Array.isArray(v) && v.length === 0);

/**
 * Hidden: properties not displayable in admin, for everyone (developers read them through the API); properties
 * outside the stored schema, for non-developers; read-only ones with no value, and createOnly ones with no value once
 * the record exists (they are read-only then); a failed display condition.
 */
export function isPropertyHidden(prop: PropertyDefinition, record: Record<string, unknown>, who: { isNew: boolean; isDeveloper: boolean }): boolean {
  if (prop.notDisplayableInAdmin) return true;
  if (prop.excludedFromMongooseSchema && !who.isDeveloper) return true;
  const empty = hasNoValue(record[prop.key]);
  if (empty && (prop.readOnly || (prop.createOnly && !who.isNew))) return true;
  return !conditionHolds(prop, record);
}

/** Read-only in the form: readOnly, or createOnly once the record exists. */
export const isPropertyLocked = (prop: PropertyDefinition, isNew: boolean): boolean => Boolean(prop.readOnly || (prop.createOnly && !isNew));
