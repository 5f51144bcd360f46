// References (object_id, object_ref, objectRef, mongooseRef): stored as exactly {_id, _cls, _isRef: true}.
// The label that serialize=true adds is for display and is not stored.
import { MAX_RECORD_ID_LENGTH } from '../../constants.js';
import type { PropertyDefinition } from '../../metaSchema.js';
import type { PropertyValidator } from '../types.js';
import { fail, isBlank, ok, shownValue } from '../util.js';
import { isPlainObject } from '../../isObject.js';

const allowedClasses = (prop: PropertyDefinition): string[] | undefined =>
  prop.objectType === undefined ? undefined : ([] as string[]).concat(prop.objectType);

export const referenceValidator: PropertyValidator = {
  // A bare id is enough when the property names a single type.
  normalize: (value, prop) =>
    typeof value === 'string' && value !== '' && typeof prop.objectType === 'string' ? { _id: value, _cls: prop.objectType, _isRef: true } : value,
  isEmpty: (value) => isBlank(value) || (isPlainObject(value) && isBlank(value._id)),
  check: (value, prop) => {
    if (typeof value === 'string') return fail('Type de la référence manquant');
    if (!isPlainObject(value) || typeof value._id !== 'string') return fail('Référence invalide');
    const { _id, _cls } = value;
    if (typeof _cls !== 'string' || _cls === '') return fail('Type de la référence manquant');
    if (_id.length > MAX_RECORD_ID_LENGTH || _cls.length > MAX_RECORD_ID_LENGTH) {
      return fail(`Référence invalide : identifiant de ${MAX_RECORD_ID_LENGTH} caractères au plus`);
    }
    const allowed = allowedClasses(prop);
    if (allowed && !allowed.includes(_cls)) return fail(`Type de référence non autorisé : ${shownValue(String(_cls))}`);
    return ok({ _id, _cls, _isRef: true });
  },
};
