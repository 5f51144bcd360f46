// What a record's values become before they are stored: every rich-text value sanitised (richText.ts), also inside
// objects, lists and layouts, whose component options are checked too (layoutOptions.ts). And, for stored records,
// which fields today's rules would change (Outils › Vérifier la base).
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { descriptorOf } from '../../model/propertyTypes.js';
import { itemProperty } from '../../model/validation/index.js';
import { isObject } from '../../model/isObject.js';
import { AppError } from '../errors.js';
import { cleanLayout } from './layoutOptions.js';
import { sanitisingStripped, sanitizeRichValue } from './richText.js';

/** Called when sanitising strips a rich-text value of more than its serialisation (the database check's question). */
type OnStripped = () => void;

function cleanValue(prop: PropertyDefinition, value: unknown, siteId?: string, onStripped?: OnStripped): unknown {
  if (value === null || value === undefined) return value;
  if (prop.type === 'layout') return cleanLayout(prop, value, siteId, (props, options) => cleanRecord(props, options, siteId, onStripped));
  const type = descriptorOf(prop.type);
  if (type?.richText) {
    const clean = sanitizeRichValue(value);
    if (onStripped && sanitisingStripped(value, clean)) onStripped();
    return clean;
  }
  if (type?.nests === 'members' && prop.propertiesList && isObject(value)) {
    return cleanRecord(prop.propertiesList, value, siteId, onStripped);
  }
  const item = type?.nests === 'items' && Array.isArray(value) ? itemProperty(prop) : undefined;
  if (item) return (value as unknown[]).map((v) => cleanValue(item, v, siteId, onStripped));
  return value;
}

function cleanRecord(
  props: PropertyDefinition[],
  record: Record<string, unknown>,
  siteId?: string,
  onStripped?: OnStripped,
): Record<string, unknown> {
  const out = { ...record };
  for (const prop of props) if (prop.key in out) out[prop.key] = cleanValue(prop, out[prop.key], siteId, onStripped);
  return out;
}

/**
 * The record with the html of every rich-text value (also inside objects, lists and layout component options)
 * sanitised; layout component options are checked against their component's option schema and site restriction.
 */
export const sanitizeRecord = (schema: DataSchema, record: Record<string, unknown>, siteId?: string): Record<string, unknown> =>
  cleanRecord(schema.propertiesList, record, siteId);

/**
 * The fields of a stored record that today's sanitising would refuse (layout options) or strip (rich text, editor
 * states, also inside layouts), with why in French: data written before a rule existed, which only its next write cleans.
 */
export function unsafeStoredFields(schema: DataSchema, record: Record<string, unknown>, siteId: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const prop of schema.propertiesList) {
    if (!(prop.key in record)) continue;
    try {
      cleanValue(prop, record[prop.key], siteId, () => {
        found[prop.key] = 'Contenu que le nettoyage retirerait (script, attribut ou adresse refusés)';
      });
    } catch (err) {
      if (!(err instanceof AppError && err.fields)) throw err;
      Object.assign(found, err.fields);
    }
  }
  return found;
}
