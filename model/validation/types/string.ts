// string: text with length rules counted in characters (spec 000 §5).
import type { PropertyDefinition } from '../../metaSchema.js';
import { urlProblem } from '../../urlPolicy.js';
import type { PropertyValidator, ValueCheck } from '../types.js';
import { charCount, countMessage, fail, isBlank, ok } from '../util.js';

/** Shared by string and slug: must be text and respect length / min / max. */
export function checkText(value: unknown, prop: PropertyDefinition): ValueCheck {
  if (typeof value !== 'string') return fail('Doit être du texte');
  const message = countMessage(charCount(value), prop, 'caractère');
  return message ? fail(message) : ok(value);
}

export const stringValidator: PropertyValidator = {
  normalize: (value) => (value === '' ? null : value),
  // Blanks only is no answer to a required field; such a value is stored as null.
  isEmpty: (value) => isBlank(value) || (typeof value === 'string' && value.trim() === ''),
  check: (value, prop) => {
    const text = checkText(value, prop);
    const problem = text.ok && prop.format === 'url' ? urlProblem(value) : undefined;
    return problem ? fail(problem) : text;
  },
};
