// Links to the public site shown on a record (spec 001 §2 "Links shown in forms").
import { PUBLIC_SLUG_MAX } from '../../model/constants';
import type { DataSchema } from '../../model/metaSchema';
import { slugify } from '../../model/slug';

export type PublicLink =
  | { kind: 'content' | 'cart' | 'subscription' | 'redeem' | 'gift-card'; label: string; href: string }
  | { kind: 'missing-page'; label: string; page: 'cart' | 'subscription' };

const refId = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string'
      ? (value as { _id: string })._id
      : undefined;

/** The links a persisted record offers; `origin` is the public site (https://domain), `options` the site's options. */
export function publicLinksOf(
  schema: DataSchema,
  record: Record<string, unknown>,
  origin: string,
  options: Record<string, unknown> | undefined,
  siteId = '',
): PublicLink[] {
  const id = String(record._id ?? record.id ?? '');
  const links: PublicLink[] = [];
  if (schema.isContent) {
    const slug = slugify(String(record.label ?? record.title ?? id), PUBLIC_SLUG_MAX);
    links.push({ kind: 'content', label: 'Lien public', href: `${origin}/o/${schema._id}/${id}/${slug}` });
  }
  if (schema.isProduct && options) {
    const page = refId(options.cartPageId);
    links.push(
      page
        ? {
            kind: 'cart',
            label: 'Lien panier',
            href: `${origin}/p/${page}?itemCls=${encodeURIComponent(schema._id)}&itemId=${encodeURIComponent(id)}`,
          }
        : { kind: 'missing-page', label: 'Lien panier', page: 'cart' },
    );
  }
  if (typeof record.code === 'string' && record.code && options) {
    const page = refId(options.subscribePageId);
    links.push(
      page
        ? { kind: 'subscription', label: "Lien d'abonnement", href: `${origin}/p/${page}?token=${encodeURIComponent(record.code)}` }
        : { kind: 'missing-page', label: "Lien d'abonnement", page: 'subscription' },
    );
  }
  // A gift: its code is redeemed on the front's /redeem-code; once paid for, its card is downloaded from the front API.
  if (record.isGift === true && typeof record.token === 'string' && record.token) {
    const token = encodeURIComponent(record.token);
    links.push({ kind: 'redeem', label: "Lien d'activation du cadeau", href: `${origin}/redeem-code?code=${token}` });
    const paymentId = refId(record.paymentId);
    const productId = refId(record.product) ?? (typeof record.productId === 'string' ? record.productId : undefined);
    if (paymentId && productId) {
      const query = new URLSearchParams({ instanceId: siteId, token: record.token, paymentId, productId });
      links.push({ kind: 'gift-card', label: 'Carte cadeau', href: `${origin}/frontApi/giftCard?${query}` });
    }
  }
  return links;
}
