import { describe, expect, it } from 'vitest';
import { giftCodesLink } from './useGiftCodes';

describe('giftCodesLink', () => {
  it('needs a product and a quantity between 1 and 1000', () => {
    expect(giftCodesLink('demo', { productRef: '', count: '5', masterGiftCodeRef: '' })).toBeUndefined();
    expect(giftCodesLink('demo', { productRef: 'SubscriptionFormula:sf-annuel', count: '', masterGiftCodeRef: '' })).toBeUndefined();
    expect(giftCodesLink('demo', { productRef: 'SubscriptionFormula:sf-annuel', count: '1001', masterGiftCodeRef: '' })).toBeUndefined();
    expect(giftCodesLink('demo', { productRef: 'SubscriptionFormula:sf-annuel', count: '5', masterGiftCodeRef: 'mgc-noel' })).toBe(
      '/api/demo/tools/generateGifts?productRef=SubscriptionFormula%3Asf-annuel&count=5&masterGiftCodeRef=mgc-noel',
    );
  });
});
