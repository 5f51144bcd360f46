// enum (spec 000 §5): a value among `values`, unless a data source supplies the choices.
// Multi-select: one pick gives the single value, none gives null.
import type { PropertyDefinition } from '../../metaSchema.js';
import type { PropertyValidator, ValueCheck } from '../types.js';
import { fail, ok, shownValue } from '../util.js';

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);

/** The declared value matching `item`; HTML selects give text, so '3' matches a declared 3. */
function declared(item: Scalar, prop: PropertyDefinition): Scalar | undefined {
  const values = prop.values ?? [];
  const exact = values.find((v) => v.value === item);
  if (exact) return exact.value;
  return typeof item === 'string' ? values.find((v) => String(v.value) === item)?.value : undefined;
}

function checkOne(item: unknown, prop: PropertyDefinition): ValueCheck {
  if (!isScalar(item)) return fail('Valeur non autorisée');
  if (prop.dataSource) return ok(item);
  const value = declared(item, prop);
  return value === undefined ? fail(`Valeur non autorisée : ${shownValue(String(item))}`) : ok(value);
}

export const enumValidator: PropertyValidator = {
  normalize: (value, prop) => {
    if (!prop.multiple || !Array.isArray(value)) return value;
    if (value.length === 0) return null;
    return value.length === 1 ? value[0] : value;
  },
  check: (value, prop) => {
    if (!Array.isArray(value)) return checkOne(value, prop);
    if (!prop.multiple) return fail('Une seule valeur attendue');
    const picked: Scalar[] = [];
    for (const item of value) {
      const r = checkOne(item, prop);
      if (!r.ok) return r;
      if (!picked.includes(r.value as Scalar)) picked.push(r.value as Scalar);
    }
    return ok(picked.length === 1 ? picked[0] : picked);
  },
};
