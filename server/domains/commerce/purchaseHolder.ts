// A purchase belongs to a user, but a gift waits for its holder: the codes the gift tool generates have nobody yet.
// The schema cannot say "required unless a gift", so the Purchase hook does (and the database check accepts the codes).
import { invalidRecordMessage } from '../../../model/validation/index.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { badRequest } from '../../services/errors.js';

const hasUser = (value: unknown) => !!value && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string';

export function checkPurchaseHolder(schema: Pick<DataSchema, 'propertiesList'>, doc: Record<string, unknown>): void {
  if (doc.isGift === true || hasUser(doc.userId)) return;
  const errors = { userId: 'Ce champ est requis' };
  throw badRequest('VALIDATION', invalidRecordMessage(schema, errors), errors);
}
