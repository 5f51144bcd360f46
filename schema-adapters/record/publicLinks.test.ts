import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { publicLinksOf } from './publicLinks';

const schema = (extra: Partial<DataSchema>): DataSchema => ({ _id: 'TextContent', label: 'x', section: 'contents', propertiesList: [], ...extra });
const origin = 'https://quotidien.example';

describe('public links of a record', () => {
  it('gives a content its /o/{class}/{id}/{slug} link, the slug at most 75 characters', () => {
    const [link] = publicLinksOf(schema({ isContent: true }), { _id: 'tc-1', label: `Été à Paris ${'long '.repeat(30)}` }, origin, undefined);
    expect(link.kind).toBe('content');
    const href = (link as { href: string }).href;
    expect(href.startsWith(`${origin}/o/TextContent/tc-1/ete-a-paris-long`)).toBe(true);
    expect(href.split('/').pop()!.length).toBeLessThanOrEqual(75);
  });

  it('gives a product its cart link, or says the cart page is missing', () => {
    const product = schema({ _id: 'Event', isProduct: true });
    expect(publicLinksOf(product, { _id: 'ev-1' }, origin, { cartPageId: { _id: 'cart', _cls: 'Page' } })).toEqual([
      { kind: 'cart', label: 'Lien panier', href: `${origin}/p/cart?itemCls=Event&itemId=ev-1` },
    ]);
    expect(publicLinksOf(product, { _id: 'ev-1' }, origin, {})).toEqual([{ kind: 'missing-page', label: 'Lien panier', page: 'cart' }]);
  });

  it('gives a discount code its subscription link with the code as token', () => {
    expect(publicLinksOf(schema({ _id: 'NativeDiscount' }), { _id: 'd1', code: 'NOEL 26' }, origin, { subscribePageId: 'subscribe' })).toEqual([
      { kind: 'subscription', label: "Lien d'abonnement", href: `${origin}/p/subscribe?token=NOEL%2026` },
    ]);
  });

  it('gives a gift its redeem link on the front, and its gift card once paid for', () => {
    const purchase = schema({ _id: 'Purchase' });
    const gift = { _id: 'p1', isGift: true, token: 'AB2C-DE3F', product: { _id: 'sf-annuel', _cls: 'SubscriptionFormula' } };
    expect(publicLinksOf(purchase, gift, origin, undefined, 'demo')).toEqual([
      { kind: 'redeem', label: "Lien d'activation du cadeau", href: `${origin}/redeem-code?code=AB2C-DE3F` },
    ]);
    expect(publicLinksOf(purchase, { ...gift, paymentId: { _id: 'pay-3', _cls: 'Payment' } }, origin, undefined, 'demo')[1]).toEqual({
      kind: 'gift-card',
      label: 'Carte cadeau',
      href: `${origin}/frontApi/giftCard?instanceId=demo&token=AB2C-DE3F&paymentId=pay-3&productId=sf-annuel`,
    });
  });
});
