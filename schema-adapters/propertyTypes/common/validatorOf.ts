import type { Validator } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { validateValue } from '../../../model/validation';

/**
 * The react-admin validator of a property: the same model validator as the server, so the form shows
 * the server's French messages before saving. `isRequired` lets react-admin inputs drop their empty choice.
 */
export function validatorOf(prop: PropertyDefinition): Validator & { isRequired: boolean } {
  const validate: Validator = (value, values) => {
    const check = validateValue(prop, value, values);
    return check.ok ? undefined : check.message;
  };
  return Object.assign(validate, { isRequired: prop.required === true });
}
