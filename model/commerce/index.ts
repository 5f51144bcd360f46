// Commerce as the API answers it (docs/api.md "Commerce") and the console shows it: the provider, a user's
// subscriptions at the provider (spec 000 §3 stripeSubscription, §4 "current"), login-as, the payment verification.

/** GET {site}/commerce/provider. */
export interface PaymentProviderInfo {
  simulated: boolean;
  /** 'simulateur local' or 'Stripe'. */
  label: string;
  /** The local stand-in's address, for super administrators. */
  standInUrl?: string;
}

/** One subscription of a user at the provider. */
export interface SubscriptionView {
  id: string;
  status: string;
  planNickname: string | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  start: number;
  livemode: boolean;
  /** Now lies within the current period. */
  current: boolean;
}

/** GET {site}/commerce/users/{id}/subscriptions. */
export interface UserSubscriptions {
  simulated: boolean;
  customerId: string | null;
  data: SubscriptionView[];
}

/** POST {site}/commerce/users/{id}/login-as: the front's /login with its one-time token. */
export interface LoginAsLink {
  url: string;
  expiresAt: string;
}

export type PaymentProblem = 'missing_at_provider' | 'amount' | 'status' | 'metadata' | 'unlinked';

export interface PaymentMismatch {
  paymentId: string;
  intentId: string | null;
  problem: PaymentProblem;
  detail: string;
}

/** The verification job's result. */
export interface PaymentCheckResult {
  checked: number;
  ok: number;
  relinked: number;
  mismatches: PaymentMismatch[];
  /** More mismatches than reported. */
  truncated: boolean;
  lastId: string;
}
