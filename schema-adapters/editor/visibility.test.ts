import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { PREVIEW_EVERYONE } from './displayConditions';
import { visibilityDependencies, visibleKeysOf } from './visibility';

const schema = {
  propertiesList: [
    { key: 'label', type: 'string' },
    {
      key: 'kind',
      type: 'enum',
      values: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { key: 'detail', type: 'string', condition: { key: 'kind', equals: 'b' } },
    { key: 'deep', type: 'string', condition: { key: 'options.mode', equals: 'x' } },
    { key: 'computed', type: 'int', readOnly: true },
    { key: 'code', type: 'string', createOnly: true },
    { key: 'secret', type: 'string', notDisplayableInAdmin: true },
    { key: 'internal', type: 'string', excludedFromMongooseSchema: true },
    { key: 'promo', type: 'string', condition: { visitorType: ['not_premium'] } },
    { key: 'mobileOnly', type: 'string', condition: { deviceType: ['phone'] } },
  ] satisfies PropertyDefinition[],
};

const admin = { isNew: false, isDeveloper: false };
const developer = { isNew: false, isDeveloper: true };

describe('visibleKeysOf (spec 000 §5: hidden properties)', () => {
  it.each<[string, Record<string, unknown>, typeof admin, Partial<typeof PREVIEW_EVERYONE>, string[]]>([
    ['an empty existing record', {}, admin, {}, ['label', 'kind', 'promo', 'mobileOnly']],
    [
      'read-only and createOnly show once they hold a value',
      { computed: 3, code: 'X1' },
      admin,
      {},
      ['label', 'kind', 'computed', 'code', 'promo', 'mobileOnly'],
    ],
    ['createOnly shows on a new record, even empty', {}, { isNew: true, isDeveloper: false }, {}, ['label', 'kind', 'code', 'promo', 'mobileOnly']],
    ['a record condition that holds', { kind: 'b' }, admin, {}, ['label', 'kind', 'detail', 'promo', 'mobileOnly']],
    ['a condition on a dotted path', { options: { mode: 'x' } }, admin, {}, ['label', 'kind', 'deep', 'promo', 'mobileOnly']],
    [
      'developers see properties outside the stored schema, never those not displayable in admin',
      {},
      developer,
      {},
      ['label', 'kind', 'internal', 'promo', 'mobileOnly'],
    ],
    ['a subscriber preview hides what is for non-subscribers', {}, admin, { visitorType: 'premium' }, ['label', 'kind', 'mobileOnly']],
    ['a desktop preview hides what is for phones', {}, admin, { deviceType: 'desktop' }, ['label', 'kind', 'promo']],
  ])('%s', (_name, values, viewer, preview, expected) => {
    expect(visibleKeysOf(schema, values, viewer, { ...PREVIEW_EVERYONE, ...preview })).toEqual(expected);
  });
});

describe('visibilityDependencies', () => {
  it('lists the keys conditions read and the read-only / createOnly keys', () => {
    expect([...visibilityDependencies(schema)].sort()).toEqual(['code', 'computed', 'kind', 'options']);
  });
});
