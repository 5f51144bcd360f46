// Stripe stand-in: `startStripeStandIn()` serves the API subset on a loopback port; `StripeState` is its memory.
export { startStripeStandIn, type StripeStandIn } from './server.js';
export { StripeState, type StripeObject } from './state.js';
export { TEST_CARDS } from './cards.js';
export { signatureHeader, type Delivery } from './webhooks.js';
