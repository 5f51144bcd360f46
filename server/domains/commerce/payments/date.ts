// A payment's date is its createTs (spec 000 §3 Payment; the sales statistics and the accounting export count by it).
// It is create-only: an import or a provider sync gives the payment's own date; without one, the payment is dated when
// it is recorded; linking it to the provider's payment intent later dates it by the provider.

/** On creation without a date: now (epoch seconds). */
export function datePayment(doc: Record<string, unknown>, action: string, now: number): void {
  if (action === 'create' && typeof doc.createTs !== 'number') doc.createTs = now;
}

/** What linking a record to its payment intent changes of its date: a record written after the payment takes the provider's. */
export const providerDated = (doc: Record<string, unknown>, intentCreated: number): { createTs?: number } =>
  typeof doc.createTs === 'number' && doc.createTs <= intentCreated ? {} : { createTs: intentCreated };
