// Stripe stand-in: `startStripeStandIn()` serves the API subset on a loopback port; `StripeState` is its memory.
export { startStripeStandIn, type StripeStandIn } from './server.js';
export { StripeState, type StripeObject } from './state.js';
