// What a record's values become before they are stored: every rich-text value sanitised (richText.ts), also inside
// objects, lists and layouts, and the values of a type whose rules a domain owns cleaned by its cleaner (the layouts
// domain checks a layout's component options: RecordHookRegistry.registerValueCleaner). And, for stored records,
// which fields today's rules would change (Outils › Vérifier la base).
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { descriptorOf } from '../../model/propertyTypes.js';
import { itemProperty } from '../../model/validation/index.js';
import { isObject } from '../../model/isObject.js';
import { AppError } from '../errors.js';
import type { RecordHookRegistry } from './recordHooks.js';
import { sanitisingStripped, sanitizeRichValue } from './richText.js';

type Cleaners = Pick<RecordHookRegistry, 'valueCleaner'>;
/** Called when sanitising strips a rich-text value of more than its serialisation (the database check's question). */
type OnStripped = () => void;

function cleanValue(cleaners: Cleaners, prop: PropertyDefinition, value: unknown, siteId?: string, onStripped?: OnStripped): unknown {
  if (value === null || value === undefined) return value;
  const own = cleaners.valueCleaner(prop.type);
  if (own) return own(prop, value, siteId, (props, options) => cleanRecord(cleaners, props, options, siteId, onStripped));
  const type = descriptorOf(prop.type);
  if (type?.richText) {
    const clean = sanitizeRichValue(value);
    if (onStripped && sanitisingStripped(value, clean)) onStripped();
    return clean;
  }
  if (type?.nests === 'members' && prop.propertiesList && isObject(value)) {
    return cleanRecord(cleaners, prop.propertiesList, value, siteId, onStripped);
  }
  const item = type?.nests === 'items' && Array.isArray(value) ? itemProperty(prop) : undefined;
  if (item) return (value as unknown[]).map((v) => cleanValue(cleaners, item, v, siteId, onStripped));
  return value;
}

function cleanRecord(
  cleaners: Cleaners,
  props: PropertyDefinition[],
  record: Record<string, unknown>,
  siteId?: string,
  onStripped?: OnStripped,
): Record<string, unknown> {
  const out = { ...record };
  for (const prop of props) if (prop.key in out) out[prop.key] = cleanValue(cleaners, prop, out[prop.key], siteId, onStripped);
  return out;
}

/**
 * The record with the html of every rich-text value (also inside objects, lists and layout component options)
 * sanitised, and the values of types a domain cleans (layouts) checked and cleaned.
 */
export const sanitizeRecord = (cleaners: Cleaners, schema: DataSchema, record: Record<string, unknown>, siteId?: string): Record<string, unknown> =>
  cleanRecord(cleaners, schema.propertiesList, record, siteId);

/**
 * The fields of a stored record that today's sanitising would refuse (layout options) or strip (rich text, editor
 * states, also inside layouts), with why in French: data written before a rule existed, which only its next write cleans.
 */
export function unsafeStoredFields(cleaners: Cleaners, schema: DataSchema, record: Record<string, unknown>, siteId: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const prop of schema.propertiesList) {
    if (!(prop.key in record)) continue;
    try {
      cleanValue(cleaners, prop, record[prop.key], siteId, () => {
        found[prop.key] = 'Contenu que le nettoyage retirerait (script, attribut ou adresse refusés)';
      });
    } catch (err) {
      if (!(err instanceof AppError && err.fields)) throw err;
      Object.assign(found, err.fields);
    }
  }
  return found;
}
