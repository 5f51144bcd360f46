// Card payments (Stripe): the provider of a server, and what the accounting export reads of it.
export {
  PaymentProvider,
  startPaymentProvider,
  isStripeError,
  type ChargeOutcome,
  type OffSessionCharge,
  type RenewErrorCode,
  type RegisteredStandIn,
} from './provider.js';
export { listPayouts, listBalanceTransactions, type PayoutQuery } from './payouts.js';
export type { StripeSettings } from './client.js';
