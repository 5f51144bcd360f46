// The payment provider as a Fastify plugin: `app.payments`, Stripe or its local stand-in (startPaymentProvider).
import fp from 'fastify-plugin';
import { sharedStandIn, standInSnapshot, type IntegrationOptions } from '../standInPlugin.js';
import { startPaymentProvider, type PaymentProvider, type RegisteredStandIn } from './provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export const stripePlugin = fp<IntegrationOptions>(
  async (app, { config, appState }) => {
    const standIns = sharedStandIn<RegisteredStandIn>(appState, 'commerce.stripeStandIn');
    const provider = await startPaymentProvider(config.stripe, standIns, standInSnapshot(config, 'stripe'));
    app.decorate('payments', provider);
    app.addHook('onClose', async () => provider.close());
  },
  { name: 'stripe' },
);
