// A schema record ↔ the values of the schema editor's form, and what a save sends.
// The form keeps the record's shape (so that error paths are the same in both); only a few values are edited as text:
// enum values (with their kind), a display condition's `equals` and a sub-filter's `adminFilter` (JSON). Property trees
// are walked by model/propertyTree.ts, members and list items alike.
import { diffRecord } from '../../../model/diff';
import { PROPERTY_GROUPS, type PropertyDefinition } from '../../../model/metaSchema';
import { mapProperties } from '../../../model/propertyTree';
import { SKIPPED_INDEXES_KEY } from '../../../model/skippedIndexes';
import type { FieldErrors } from '../validation/validateSchemaRecord';
import { isObject } from '../../../model/isObject';

export type EnumValueKind = 'string' | 'number' | 'boolean';
export interface EnumValueForm {
  value: string;
  label: string;
  kind: EnumValueKind;
}

type Loose = Record<string, unknown>;

export interface PropertyForm extends Loose {
  key: string;
  type: string;
  label?: string;
  values?: EnumValueForm[];
  propertiesList?: PropertyForm[];
  itemSchema?: { objectType?: string; propertiesList?: PropertyForm[] };
  condition?: Loose & { equals?: string };
  dataSource?: Loose & { resource?: string; query?: string };
}

export interface SubFilterForm {
  id: string;
  label: string;
  adminFilter: string;
}

export interface SchemaForm extends Loose {
  _id: string;
  label: string;
  section: string;
  propertiesList: PropertyForm[];
  propertiesGroups?: string[];
  subFilters?: SubFilterForm[];
}

/** Keys the API adds to a record; never part of what the editor sends. */
const SYSTEM_KEYS = ['id', '_cls', 'createdAt', 'updatedAt', '_impact', '_archived', SKIPPED_INDEXES_KEY];
/** Lists whose emptiness means "absent" (all sites, no plugin, the default groups, no sub-filter, ...). */
const EMPTY_LIST_MEANS_ABSENT = [
  'showForInstances',
  'plugins',
  'propertiesGroups',
  'subFilters',
  'values',
  'disallowedTags',
  'objectType',
  'propertiesList',
  'visitorType',
  'deviceType',
];
/** Objects whose emptiness means "absent" (an empty data source stays: its resource is then reported missing). */
const EMPTY_OBJECT_MEANS_ABSENT = ['itemSchema', 'condition'];

const json = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value));

// --- record → form

function enumValueForm(entry: { value: unknown; label?: unknown }): EnumValueForm {
  const kind: EnumValueKind = typeof entry.value === 'number' ? 'number' : typeof entry.value === 'boolean' ? 'boolean' : 'string';
  return { value: entry.value === undefined || entry.value === null ? '' : String(entry.value), label: String(entry.label ?? ''), kind };
}

/** One definition as the form edits it (its children converted already, by mapProperties). */
function propertyFormOf(prop: PropertyDefinition): PropertyForm {
  const form: PropertyForm = { ...(prop as Loose), key: String(prop.key ?? ''), type: String(prop.type ?? '') };
  if (Array.isArray(prop.values)) form.values = prop.values.map(enumValueForm);
  if (isObject<Loose>(prop.condition)) {
    const { equals, ...rest } = prop.condition;
    form.condition = { ...rest, ...(equals !== undefined && { equals: json(equals) }) };
  }
  return form;
}

export function schemaForm(record: Loose): SchemaForm {
  const form: Loose = {};
  for (const [key, value] of Object.entries(record)) if (!SYSTEM_KEYS.includes(key)) form[key] = value;
  return {
    ...form,
    _id: String(record._id ?? ''),
    label: String(record.label ?? ''),
    section: String(record.section ?? ''),
    propertiesList: Array.isArray(record.propertiesList) ? mapProperties(record.propertiesList, propertyFormOf) : [],
    ...(Array.isArray(record.subFilters) && {
      subFilters: record.subFilters.map((filter: Loose) => ({
        ...filter,
        id: String(filter.id ?? ''),
        label: String(filter.label ?? ''),
        adminFilter: json(filter.adminFilter),
      })),
    }),
  } as SchemaForm;
}

/** A new schema: shown in the contents section, stored per site, with its own collection and the default groups. */
export const newSchemaForm = (): SchemaForm => ({
  _id: '',
  label: '',
  singular: '',
  section: 'contents',
  storedInInstanceDatabase: true,
  hasAssociatedDBCollection: true,
  recordsAreEditableInAdmin: true,
  propertiesGroups: [...PROPERTY_GROUPS],
  propertiesList: [],
});

export const newPropertyForm = (group?: string): PropertyForm => ({ key: '', label: '', type: 'string', ...(group && { group }) });

export const newEnumValue = (): EnumValueForm => ({ value: '', label: '', kind: 'string' });

// --- form → record

/** Values the form holds for "nothing": removed from the record. */
const isBlank = (value: unknown, key: string): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0 && EMPTY_LIST_MEANS_ABSENT.includes(key)) ||
  (isObject<Loose>(value) && Object.keys(value).length === 0 && EMPTY_OBJECT_MEANS_ABSENT.includes(key));

function withoutBlanks(object: Loose): Loose {
  const result: Loose = {};
  for (const [key, value] of Object.entries(object)) if (!isBlank(value, key)) result[key] = value;
  return result;
}

function parseJson(text: string | undefined, path: string, errors: FieldErrors, expectObject = false): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    const value = JSON.parse(text);
    if (expectObject && !isObject<Loose>(value)) errors[path] = 'Un objet JSON est attendu, par exemple {"status": "published"}';
    return value;
  } catch {
    errors[path] = 'JSON invalide';
    return text;
  }
}

function enumValue({ value, kind }: EnumValueForm): unknown {
  if (kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** One definition as stored (its children converted already, by mapProperties); JSON texts that do not parse are reported at `at`. */
const propertyRecordOf =
  (errors: FieldErrors) =>
  (definition: PropertyDefinition, at: string): Loose => {
    const form = definition as unknown as PropertyForm;
    const prop: Loose = { ...form };
    if (form.values) prop.values = form.values.map((entry) => withoutBlanks({ value: enumValue(entry), label: entry.label }));
    if (isObject<Loose>(form.itemSchema)) prop.itemSchema = withoutBlanks(form.itemSchema);
    if (form.condition) {
      const { equals, ...rest } = form.condition;
      prop.condition = withoutBlanks({ ...withoutBlanks(rest), equals: parseJson(equals, `${at}.condition.equals`, errors) });
    }
    if (form.dataSource) prop.dataSource = withoutBlanks(form.dataSource);
    return withoutBlanks(prop);
  };

/** The record a form stands for, and the errors of its JSON texts (by form path). */
export function schemaRecord(form: SchemaForm): { record: Loose; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const record: Loose = { ...form };
  for (const key of SYSTEM_KEYS) delete record[key];
  record.propertiesList = mapProperties((form.propertiesList ?? []) as unknown as PropertyDefinition[], propertyRecordOf(errors));
  if (form.subFilters) {
    record.subFilters = form.subFilters.map((filter, i) =>
      withoutBlanks({ ...filter, adminFilter: parseJson(filter.adminFilter, `subFilters.${i}.adminFilter`, errors, true) ?? {} }),
    );
  }
  const cleaned = withoutBlanks(record);
  cleaned.propertiesList ??= [];
  return { record: cleaned, errors };
}

/**
 * What saving a persisted schema sends: the top-level keys whose value differs from the saved record as the form
 * first showed it (keys the form only normalised, e.g. an empty list, are left alone); null unsets.
 */
export function schemaChanges(saved: Loose, form: SchemaForm): Loose {
  const baseline = schemaRecord(schemaForm(saved)).record;
  const changes = diffRecord(baseline, schemaRecord(form).record);
  delete changes._id;
  return changes;
}
