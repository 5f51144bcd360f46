// A reference is stored as {_id, _cls, _isRef: true}; lists fetched with serialize=true add its label.
import type { PropertyDefinition } from '../../../model/metaSchema';
import { shortText } from '../../shared';

export interface StoredReference {
  _id: string;
  _cls: string;
  _isRef: true;
}

/** The types a reference property may point to (objectType is one name or several). */
export const referenceTypesOf = (prop: PropertyDefinition): string[] =>
  ([] as string[]).concat(prop.objectType ?? []).filter((type) => typeof type === 'string' && type !== '');

/** The referenced id of a stored value: a reference object, or a bare id from older records. */
export function referenceIdOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const id = value && typeof value === 'object' ? (value as { _id?: unknown })._id : undefined;
  return typeof id === 'string' ? id : '';
}

export function referenceClassOf(value: unknown): string | undefined {
  const cls = value && typeof value === 'object' ? (value as { _cls?: unknown })._cls : undefined;
  return typeof cls === 'string' && cls !== '' ? cls : undefined;
}

/** The stored shape of a picked id; no id gives null. */
export const toReference = (id: unknown, type: string): StoredReference | null =>
  typeof id === 'string' && id !== '' ? { _id: id, _cls: type, _isRef: true } : null;

/** What a cell shows: the serialised label, else the id. */
export function referenceLabelOf(value: unknown): string {
  const label = value && typeof value === 'object' ? (value as { label?: unknown }).label : undefined;
  return shortText(label) || referenceIdOf(value);
}
