// A purchase belongs to a user, but a gift waits for its holder: the codes the gift tool generates have nobody yet.
// The schema cannot say "required unless a gift", so the Purchase hook does (and the database check accepts the codes).
import type { DataSchema } from '../../../../model/metaSchema.js';
import { refId } from '../../../../model/refs.js';
import { invalidRecord } from '../../../errors.js';

export function checkPurchaseHolder(schema: Pick<DataSchema, 'propertiesList'>, doc: Record<string, unknown>): void {
  if (doc.isGift === true || refId(doc.userId) !== undefined) return;
  throw invalidRecord(schema, { userId: 'Ce champ est requis' });
}
