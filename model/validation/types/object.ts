// object (spec 000 §5): a plain object; with propertiesList each member is checked like a record's property.
// Undeclared members are kept as they are (embedded objects carry _cls and other data). Without declared members the
// value may come as its text, the object editor's: it must compile (functionalValue.ts).
import type { PropertyValidator } from '../types.js';
import { compileText, uncompiledMessage } from '../functionalValue.js';
import { conditionHolds } from '../condition.js';
import { fail, isBlank, ok } from '../util.js';
import { isPlainObject } from '../../isObject.js';

export const objectValidator: PropertyValidator = {
  normalize: (value, prop) => (typeof value === 'string' && !prop.propertiesList ? compileText(value) : value),
  // {} and an object of blanks count as empty, so a required one gives 'Objet requis'.
  isEmpty: (value) => isBlank(value) || (isPlainObject(value) && Object.values(value).every(isBlank)),
  check: (value, prop, ctx) => {
    const uncompiled = uncompiledMessage(value);
    if (uncompiled) return fail(uncompiled);
    if (!isPlainObject(value)) return fail('Doit être un objet');
    if (!prop.propertiesList) return ok(value);
    const result: Record<string, unknown> = { ...value };
    for (const member of prop.propertiesList) {
      const raw = value[member.key];
      // A member hidden by its condition (relative to this object) is not required.
      const applies = conditionHolds(member, value);
      const r = ctx.validateNested(applies || !member.required ? member : { ...member, required: false }, raw);
      if (!r.ok) return fail(`${member.label ?? member.key} : ${r.message}`);
      if (r.value === null || r.value === undefined) delete result[member.key];
      else result[member.key] = r.value;
    }
    return ok(result);
  },
};
