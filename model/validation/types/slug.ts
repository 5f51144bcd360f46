// slug: stored already slugified, so the form shows what will be saved (spec 001 §5).
import { slugify } from '../../slug.js';
import type { PropertyValidator } from '../types.js';
import { checkText } from './string.js';

export const slugValidator: PropertyValidator = {
  normalize: (value) => {
    if (typeof value !== 'string') return value;
    const slug = slugify(value);
    return slug === '' ? null : slug;
  },
  check: checkText,
};
