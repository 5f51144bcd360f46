// Gift codes (spec 001 §2, §7 generateGifts): N unguessable codes for a product, each a generated gift Purchase
// (isGift, token, _generatedTs, its MasterGiftCode) whose hash is unique in the site (gift_codes), as a CSV download
// with the front's /redeem-code link of each.
import crypto from 'node:crypto';
import type pg from 'pg';
import { csvText } from '../../exports/index.js';
import { badRequest, notFound } from '../../../errors.js';
import { inRetriedTransaction } from '../../../storage/db.js';
import { getDocument } from '../../../storage/documents.js';
import { insertGiftCode } from './storage.js';
import { refTo, type Actor, type DomainWriter } from '../../../services/domainWriter.js';

export const MAX_GIFT_CODES = 1000;
/** No 0/O, 1/I/L: read aloud or typed from a card without mistakes. 31 symbols, 16 of them: 79 bits. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function newGiftCode(): string {
  const bytes = crypto.randomBytes(GROUPS * GROUP_LENGTH);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return Array.from({ length: GROUPS }, (_, g) => chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join('')).join('-');
}

/** Codes are compared without case, spaces or dashes (as a reader types them). */
export const giftCodeHash = (code: string): Buffer =>
  crypto
    .createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest();

export interface GiftRequest {
  siteId: string;
  /** `Type:id` (SubscriptionFormula:sf-annuel), or an id of one of the product types. */
  productRef: string;
  count: number;
  masterGiftCodeRef?: string;
  /** https://{site domain}, for the redeem links. */
  origin: string;
  actor: Actor;
}

export interface GiftDeps {
  pool: pg.Pool;
  writer: DomainWriter;
  /** Types a gift can be of (Purchase.product's objectType). */
  productTypes: () => string[];
}

type Doc = Record<string, unknown>;

async function findProduct(db: pg.PoolClient, deps: GiftDeps, siteId: string, ref: string): Promise<{ cls: string; id: string; doc: Doc }> {
  const [cls, id] = ref.includes(':') ? ref.split(':', 2) : [undefined, ref];
  const types = deps.productTypes();
  if (cls !== undefined && !types.includes(cls)) throw badRequest('BAD_PRODUCT', `Type de produit invalide : ${cls.slice(0, 60)}`);
  for (const type of cls ? [cls] : types) {
    const found = await getDocument(db, siteId, type, id);
    if (found && !found.archived) return { cls: type, id, doc: found.doc };
  }
  throw notFound(`Produit introuvable : ${ref.slice(0, 100)}`);
}

export async function generateGiftCodes(deps: GiftDeps, req: GiftRequest): Promise<{ csv: string; codes: string[]; product: string }> {
  if (!Number.isInteger(req.count) || req.count < 1 || req.count > MAX_GIFT_CODES) {
    throw badRequest('BAD_COUNT', `Quantité invalide : entre 1 et ${MAX_GIFT_CODES} codes`);
  }
  return inRetriedTransaction(deps.pool, async (client) => {
    const product = await findProduct(client, deps, req.siteId, req.productRef);
    const master = req.masterGiftCodeRef ? await getDocument(client, req.siteId, 'MasterGiftCode', req.masterGiftCodeRef, true) : undefined;
    if (req.masterGiftCodeRef && (!master || master.archived))
      throw notFound(`Code cadeau maître introuvable : ${req.masterGiftCodeRef.slice(0, 100)}`);
    const now = Math.floor(Date.now() / 1000);
    const codes: string[] = [];
    while (codes.length < req.count) {
      const code = newGiftCode();
      const purchaseId = `gift-${crypto.randomBytes(10).toString('hex')}`;
      // A collision (one in 2^80) only draws again.
      if (!(await insertGiftCode(client, req.siteId, giftCodeHash(code), purchaseId))) continue;
      await deps.writer.insert(client, req.actor, req.siteId, 'Purchase', purchaseId, {
        status: 'ok',
        product: refTo(product.cls, product.id),
        productId: product.id,
        isGift: true,
        token: code,
        _generatedTs: now,
        ...(master && { masterGiftCode: refTo('MasterGiftCode', master.id) }),
      });
      codes.push(code);
    }
    if (master) {
      const after = { ...master.doc, generatedCount: (Number(master.doc.generatedCount) || 0) + codes.length };
      await deps.writer.replace(client, req.actor, req.siteId, 'MasterGiftCode', master.id, master.doc, after);
    }
    const label = String(product.doc.label ?? product.id);
    const rows = codes.map((code) => [code, label, `${req.origin}/redeem-code?code=${encodeURIComponent(code)}`]);
    return { csv: csvText(['code', 'produit', 'lien_activation'], rows), codes, product: product.id };
  });
}
