// Card payments (Stripe): the provider of a server, and what the accounting export reads of it.
export { PaymentProvider, isStripeError, type RenewErrorCode } from './provider.js';
export { listPayouts, listBalanceTransactions } from './payouts.js';
