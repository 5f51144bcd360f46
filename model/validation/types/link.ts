// Link (spec 000 §3): an external url or an internal page (pageId), with an optional name.
import { urlProblem } from '../../urlPolicy.js';
import type { PropertyValidator } from '../types.js';
import { fail, isBlank, ok } from '../util.js';
import { isPlainObject } from '../../isObject.js';

export const linkValidator: PropertyValidator = {
  normalize: (value) => (typeof value === 'string' && value !== '' ? { url: value } : value),
  isEmpty: (value) => isBlank(value) || (isPlainObject(value) && isBlank(value.url) && isBlank(value.pageId)),
  check: (value) => {
    if (!isPlainObject(value)) return fail('Lien invalide');
    const link: Record<string, string> = {};
    for (const key of ['url', 'pageId', 'name'] as const) {
      const v = value[key];
      if (isBlank(v)) continue;
      if (typeof v !== 'string') return fail('Lien invalide');
      link[key] = v;
    }
    if (!link.url && !link.pageId) return fail('Lien requis : une URL ou une page');
    const problem = link.url && urlProblem(link.url);
    if (problem) return fail(problem);
    return ok(link);
  },
};
