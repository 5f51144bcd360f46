// bool: true or false, nothing else (false is a value, not an empty field).
import type { PropertyValidator } from '../types.js';
import { fail, ok } from '../util.js';

export const boolValidator: PropertyValidator = {
  check: (value) => (typeof value === 'boolean' ? ok(value) : fail('Doit être vrai ou faux')),
};
