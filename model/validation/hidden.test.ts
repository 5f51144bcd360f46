import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../metaSchema.js';
import { isPropertyHidden, isPropertyLocked } from './hidden.js';

const p = (extra: Partial<PropertyDefinition>): PropertyDefinition => ({ key: 'k', type: 'string', ...extra });
const user = { isNew: false, isDeveloper: false };

// Spec 000 §5: hidden when not displayable in admin, read-only or createOnly with no value, or its display condition fails.
describe('isPropertyHidden', () => {
  it.each<[string, PropertyDefinition, Record<string, unknown>, { isNew: boolean; isDeveloper: boolean }, boolean]>([
    ['a plain property shows', p({}), {}, user, false],
    ['not displayable in admin, for a non-developer', p({ notDisplayableInAdmin: true }), { k: 'v' }, user, true],
    ['not displayable in admin, also for a developer', p({ notDisplayableInAdmin: true }), { k: 'v' }, { ...user, isDeveloper: true }, true],
    ['outside the stored schema, for a developer', p({ excludedFromMongooseSchema: true }), { k: 'v' }, { ...user, isDeveloper: true }, false],
    ['excluded from the storage schema, for a non-developer', p({ excludedFromMongooseSchema: true }), { k: 'v' }, user, true],
    ['read-only with no value', p({ readOnly: true }), { k: '' }, user, true],
    ['read-only with a value', p({ readOnly: true }), { k: 'v' }, user, false],
    ['read-only with an empty list', p({ readOnly: true, type: 'list' }), { k: [] }, user, true],
    ['read-only false is a value', p({ readOnly: true, type: 'bool' }), { k: false }, user, false],
    ['createOnly with no value on an existing record', p({ createOnly: true }), {}, user, true],
    ['createOnly with no value on a new record', p({ createOnly: true }), {}, { ...user, isNew: true }, false],
    ['createOnly with a value on an existing record', p({ createOnly: true }), { k: 'v' }, user, false],
    ['a condition that holds', p({ condition: { key: 'kind', equals: 'video' } }), { kind: 'video' }, user, false],
    ['a condition that fails', p({ condition: { key: 'kind', equals: 'video' } }), { kind: 'text' }, user, true],
    ['a condition with a list of values', p({ condition: { key: 'kind', equals: ['video', 'audio'] } }), { kind: 'audio' }, user, false],
    ['a condition on a nested key', p({ condition: { key: 'options.mode', equals: 'large' } }), { options: { mode: 'large' } }, user, false],
    ['a condition without equals needs a truthy value', p({ condition: { key: 'isImported' } }), { isImported: false }, user, true],
    ['visitor conditions concern the public site only', p({ condition: { visitorType: ['premium'] } }), {}, user, false],
  ])('%s → %s', (_name, prop, record, who, hidden) => {
    expect(isPropertyHidden(prop, record, who)).toBe(hidden);
  });

  it('createOnly becomes read-only once the record exists', () => {
    expect(isPropertyLocked(p({ createOnly: true }), true)).toBe(false);
    expect(isPropertyLocked(p({ createOnly: true }), false)).toBe(true);
    expect(isPropertyLocked(p({ readOnly: true }), true)).toBe(true);
  });
});
