// Validators of nested inputs. The shared model validator checks a list or an object as a whole; the nested
// inputs check their own part with the same rules, so that an error shows where it is (at the item, the member).
import type { Validator } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { conditionHolds, validateValue, validators } from '../../../model/validation';
import { valueAtPath } from './paths';
import { isObject } from '../../../model/isObject';

type Values = Record<string, unknown>;

const isObjectEmpty = (value: unknown): boolean => validators.object.isEmpty?.(value) ?? value == null;

/** Message of `validateValue`, undefined when the value is fine. */
export function messageOf(prop: PropertyDefinition, value: unknown, values: Values = {}): string | undefined {
  const check = validateValue(prop, value, values);
  return check.ok ? undefined : check.message;
}

/**
 * An object checked for its own sake: required ('Objet requis') and shape ('Doit être un objet').
 * Its members are checked by their own inputs (memberValidator).
 */
export function objectShapeValidator(prop: PropertyDefinition): Validator {
  const shapeOnly: PropertyDefinition = { ...prop, propertiesList: undefined };
  return (value, values) => messageOf(shapeOnly, value, values);
}

/**
 * A member of the object at `objectPath`, checked as the object validator does: not at all when the object is
 * empty (the object says 'Objet requis' or is simply absent), and not required when its condition, relative
 * to the object, fails.
 */
export function memberValidator(member: PropertyDefinition, objectPath: string): Validator {
  const optional: PropertyDefinition = { ...member, required: false };
  return (value, values) => {
    const object = valueAtPath(values, objectPath);
    if (isObjectEmpty(object)) return undefined;
    const applies = conditionHolds(member, isObject<Values>(object) ? object : {});
    return messageOf(applies ? member : optional, value, values);
  };
}

/** An item of a list: the item property of the list validator (items are required). */
export function itemValidator(item: PropertyDefinition): Validator {
  return (value, values) => messageOf(item, value, values);
}
