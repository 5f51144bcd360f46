// The payment verification's parameters (GET {site}/tools/checkAllPayments, spec 001 §7): the route's query schema,
// and the job's params type derived from it.
import type { FromSchema } from 'json-schema-to-ts';

export const paymentCheckQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Start after this Payment id (resume a run). */
    afterId: { type: 'string', maxLength: 128 },
    /** Batch size, at most 100. */
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    /** Write the link found (record's intent, intent's metadata) instead of only reporting it. */
    relink: { type: 'boolean' },
    /** Do not require the intent's metadata.paymentId to name the record. */
    ignoreMetadata: { type: 'boolean' },
    /** Check only the intents the records name: no search at the provider for records without one. */
    local: { type: 'boolean' },
  },
} as const;

export type PaymentCheckParams = FromSchema<typeof paymentCheckQuery>;
