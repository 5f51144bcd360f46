// The payment provider (Stripe) through its official SDK. Without STRIPE_SECRET_KEY the SDK talks to the local
// stand-in (stand-ins/stripe) through its host/port/protocol options: the same code path as production.
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** Where the API is: Stripe's own (https://api.stripe.com) unless a stand-in's URL is given. */
  apiUrl?: string;
  /** Data comes from the local stand-in: the console tags it 'simulateur local'. */
  simulated: boolean;
  /** What signs the webhooks sent to this server (STRIPE_WEBHOOK_SECRET, or the stand-in's secret); none: they are refused. */
  webhookSecrets?: string[];
}

/** Both are bounded: a renewal run must not hang on a provider that stopped answering. */
const TIMEOUT_MS = 20_000;
const RETRIES = 2;

export function createStripe(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: RETRIES,
    timeout: TIMEOUT_MS,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
