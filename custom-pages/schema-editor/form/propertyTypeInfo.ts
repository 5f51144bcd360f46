// What the editor offers per property type (spec 001 §3 "Per-type extras"): the labels and extras of the
// property-type descriptors (model/propertyTypes.ts).
import { descriptorOf, isKnownType, PROPERTY_TYPE_DESCRIPTORS, PROPERTY_TYPES, type EditorExtra } from '../../../model/propertyTypes';

export { isKnownType };

export const typeInfoOf = descriptorOf;

export const hasExtra = (type: unknown, extra: EditorExtra): boolean => typeInfoOf(type)?.extras.includes(extra) ?? false;

/** The type select's choices: 'string — Texte', … */
export const TYPE_CHOICES = PROPERTY_TYPES.map((type) => ({ id: type, name: `${type} — ${PROPERTY_TYPE_DESCRIPTORS[type].label}` }));

export { UNRECOGNIZED_TYPE } from '../../../model/schemaRules';
