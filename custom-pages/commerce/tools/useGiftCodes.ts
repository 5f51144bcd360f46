// Gift code generation (spec 001 §2 tools page): a product and a quantity, then the CSV download of
// GET {site}/tools/generateGifts; the button stays disabled until both are given.
import { useState } from 'react';
import { generateGiftsUrl } from '../api';

export const MAX_GIFT_CODES = 1000;

export interface GiftForm {
  /** `Type:id` of the product. */
  productRef: string;
  count: string;
  masterGiftCodeRef: string;
}

export function giftCodesLink(siteId: string, form: GiftForm): string | undefined {
  const count = Number(form.count);
  if (!form.productRef || !Number.isInteger(count) || count < 1 || count > MAX_GIFT_CODES) return undefined;
  return generateGiftsUrl(siteId, form.productRef, count, form.masterGiftCodeRef || undefined);
}

export function useGiftCodes(siteId: string) {
  const [form, setForm] = useState<GiftForm>({ productRef: '', count: '', masterGiftCodeRef: '' });
  return { form, setForm, link: giftCodesLink(siteId, form) };
}
