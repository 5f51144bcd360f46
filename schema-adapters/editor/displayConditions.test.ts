import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { PREVIEW_EVERYONE, displayConditionHolds, previewSelectorsOf, type PreviewContext } from './displayConditions';

type Condition = NonNullable<PropertyDefinition['condition']>;
const holds = (condition: Condition | undefined, preview: Partial<PreviewContext>) =>
  displayConditionHolds({ condition }, { ...PREVIEW_EVERYONE, ...preview });

describe('displayConditionHolds (preview of the public site)', () => {
  it.each<[string, Condition | undefined, Partial<PreviewContext>, boolean]>([
    ['no condition', undefined, { visitorType: 'anonymous' }, true],
    ['default preview shows everything', { visitorType: ['premium'], deviceType: ['phone'] }, {}, true],
    ['listed visitor', { visitorType: ['premium'] }, { visitorType: 'premium' }, true],
    ['other visitor', { visitorType: ['premium'] }, { visitorType: 'anonymous' }, false],
    ['a free member is registered', { visitorType: ['registered'] }, { visitorType: 'freemium' }, true],
    ['an anonymous visitor is not registered', { visitorType: ['registered'] }, { visitorType: 'anonymous' }, false],
    ['a subscriber is not "not premium"', { visitorType: ['not_premium'] }, { visitorType: 'premium' }, false],
    ['previewing "registered" reaches subscribers', { visitorType: ['premium'] }, { visitorType: 'registered' }, true],
    ['empty list: no restriction', { visitorType: [] }, { visitorType: 'anonymous' }, true],
    ['listed device', { deviceType: ['phone'] }, { deviceType: 'phone' }, true],
    ['other device', { deviceType: ['phone'] }, { deviceType: 'desktop' }, false],
    ['"all" devices listed', { deviceType: ['all'] }, { deviceType: 'desktop' }, true],
    ['both must hold', { visitorType: ['premium'], deviceType: ['phone'] }, { visitorType: 'premium', deviceType: 'desktop' }, false],
    ['a record condition is not about the preview', { key: 'kind', equals: 'a' }, { visitorType: 'anonymous', deviceType: 'phone' }, true],
  ])('%s', (_name, condition, preview, expected) => {
    expect(holds(condition, preview)).toBe(expected);
  });
});

describe('previewSelectorsOf', () => {
  it('offers the selectors the schema needs, none without such conditions', () => {
    const prop = (condition?: Condition): PropertyDefinition => ({ key: 'k', type: 'string', condition });
    expect(previewSelectorsOf({ propertiesList: [prop(), prop({ key: 'k', equals: 1 })] })).toEqual({ visitor: false, device: false });
    expect(previewSelectorsOf({ propertiesList: [prop({ visitorType: ['premium'] })] })).toEqual({ visitor: true, device: false });
    expect(previewSelectorsOf({ propertiesList: [prop({ deviceType: ['phone'] })] })).toEqual({ visitor: false, device: true });
  });
});
