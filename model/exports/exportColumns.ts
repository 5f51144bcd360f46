// Columns of a CSV export (spec 000 §5 "Custom export fields"): the fields a user may pick, recursing into objects and
// references, and how a column's value is read from a record whose references were loaded. Shared by the field
// picker and the server, which checks the picked paths against the same tree.
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { canAccessSection, type SessionUser } from '../rights.js';
import { descriptorOf, flatKindOf } from '../propertyTypes.js';
import { recordLabel } from '../recordName.js';
import { isHiddenFrom } from '../propertyVisibility.js';
import { isObject } from '../isObject.js';

export interface ExportField {
  /** Dotted path from the record ('address.city', 'userId.login'). */
  path: string;
  /** French labels from the record down ('Adresse', 'Ville'). */
  labels: string[];
  /** Present on leaves: how the value is formatted. */
  prop?: Pick<PropertyDefinition, 'type' | 'exportFormatting' | 'values' | 'key'>;
  children?: ExportField[];
}

/** What every record has, read from its columns. */
export const SYSTEM_FIELDS: readonly PropertyDefinition[] = [
  { key: '_id', label: 'Identifiant', type: 'string' },
  { key: 'createdAt', label: 'Créé le', type: 'timestamp' },
  { key: 'updatedAt', label: 'Modifié le', type: 'timestamp' },
];

const LABEL_FIELD: PropertyDefinition = { key: 'label', label: 'Libellé', type: 'string' };

/** Single values are offered as they are; JSON (objects, rich text, lists) only when its definition says how to format it. */
export const isExportable = (prop: PropertyDefinition): boolean => !prop.multiple && (flatKindOf(prop.type) !== 'json' || !!prop.exportFormatting);

/** The one type a reference points at; undefined when it may point at several (only its label and id are offered). */
export function referencedType(prop: PropertyDefinition): string | undefined {
  const type = Array.isArray(prop.objectType) ? (prop.objectType.length === 1 ? prop.objectType[0] : undefined) : prop.objectType;
  return type || undefined;
}

export interface ExportFieldOptions {
  /** Schemas by id, for references. */
  schemaOf: (id: string) => DataSchema | undefined;
  /** Top-level keys this user may not read (write-only, developer-only). */
  hiddenOf: (schema: DataSchema) => ReadonlySet<string>;
}

/** The console's view of what a user may export: what the API reads back to them (model/propertyVisibility.ts). */
export const exportFieldOptionsOf = (schemas: readonly DataSchema[], user: SessionUser | undefined): ExportFieldOptions => ({
  schemaOf: (id) => {
    const schema = schemas.find((s) => s._id === id);
    return schema && user && canAccessSection(user, schema.section) ? schema : undefined;
  },
  hiddenOf: (schema) => new Set(schema.propertiesList.filter((p) => isHiddenFrom(p, user)).map((p) => p.key)),
});

/** References are followed one level down: a reference inside a referenced record offers its label and id only. */
const MAX_REFERENCE_DEPTH = 1;

function fieldsOf(
  props: readonly PropertyDefinition[],
  prefix: string[],
  labels: string[],
  refDepth: number,
  opts: ExportFieldOptions,
): ExportField[] {
  const out: ExportField[] = [];
  for (const prop of props) {
    const path = [...prefix, prop.key];
    const here = [...labels, prop.label || prop.key];
    const nests = descriptorOf(prop.type);
    if (nests?.reference && !prop.multiple) {
      const target = referencedType(prop);
      const schema = target && refDepth < MAX_REFERENCE_DEPTH ? opts.schemaOf(target) : undefined;
      const inner = schema
        ? recordFields(schema, path, here, refDepth + 1, opts)
        : fieldsOf([SYSTEM_FIELDS[0], LABEL_FIELD], path, here, refDepth + 1, opts);
      // A reference offers its label first, whatever its type calls it.
      const withLabel = inner.some((f) => f.path === [...path, 'label'].join('.'))
        ? inner
        : [leaf(LABEL_FIELD, [...path, 'label'], [...here, 'Libellé']), ...inner];
      out.push({ path: path.join('.'), labels: here, children: withLabel });
    } else if (nests?.nests === 'members' && prop.propertiesList?.length) {
      const children = fieldsOf(prop.propertiesList, path, here, refDepth, opts);
      if (children.length) out.push({ path: path.join('.'), labels: here, children });
    } else if (isExportable(prop)) {
      out.push(leaf(prop, path, here));
    }
  }
  return out;
}

const leaf = (prop: PropertyDefinition, path: string[], labels: string[]): ExportField => ({
  path: path.join('.'),
  labels,
  prop: { key: prop.key, type: prop.type, exportFormatting: prop.exportFormatting, values: prop.values },
});

function recordFields(schema: DataSchema, prefix: string[], labels: string[], refDepth: number, opts: ExportFieldOptions): ExportField[] {
  const hidden = opts.hiddenOf(schema);
  const own = schema.propertiesList.filter((p) => !hidden.has(p.key) && !SYSTEM_FIELDS.some((s) => s.key === p.key));
  return fieldsOf([...SYSTEM_FIELDS, ...own], prefix, labels, refDepth, opts);
}

/** The tree of fields a user may export from a schema's records. */
export const exportFieldsOf = (schema: DataSchema, opts: ExportFieldOptions): ExportField[] => recordFields(schema, [], [], 0, opts);

/** Every leaf of a tree, by path. */
export function exportLeaves(fields: readonly ExportField[]): Map<string, ExportField> {
  const leaves = new Map<string, ExportField>();
  const walk = (list: readonly ExportField[]) => {
    for (const f of list) {
      if (f.children) walk(f.children);
      else leaves.set(f.path, f);
    }
  };
  walk(fields);
  return leaves;
}

/** A reference as stored: {_id, _cls} (and maybe its label). */
export interface StoredRef {
  _id: string;
  _cls: string;
  label?: string;
}

export const isStoredRef = (v: unknown): v is StoredRef => isObject(v) && typeof v._id === 'string' && typeof v._cls === 'string';

export const refKey = (ref: StoredRef): string => `${ref._cls}/${ref._id}`;

/**
 * The value at a dotted path; a reference is replaced by its loaded record (`refs`, by `cls/id`) when the path goes on
 * into it. A reference not loaded still answers its id and its stored label.
 */
export function exportValueAt(record: Record<string, unknown>, path: readonly string[], refs: ReadonlyMap<string, Record<string, unknown>>): unknown {
  let value: unknown = record;
  for (const [i, segment] of path.entries()) {
    // The record itself has an _id and a _cls too: only values inside it are references.
    if (i > 0 && isStoredRef(value)) {
      const loaded = refs.get(refKey(value));
      if (segment === 'label') return loaded ? recordLabel(loaded) : (value.label ?? value._id);
      if (segment === '_id') return value._id;
      value = loaded;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** The first reference along a column path, whose record must be loaded (for anything but its id). */
export function referencePrefix(schema: DataSchema, path: readonly string[]): string[] | undefined {
  let props: readonly PropertyDefinition[] | undefined = schema.propertiesList;
  for (let i = 0; i < path.length - 1 && props; i++) {
    const prop: PropertyDefinition | undefined = props.find((p) => p.key === path[i]);
    if (!prop) return undefined;
    if (descriptorOf(prop.type)?.reference) return path[i + 1] === '_id' && i + 2 === path.length ? undefined : path.slice(0, i + 1);
    props = prop.propertiesList;
  }
  return undefined;
}
