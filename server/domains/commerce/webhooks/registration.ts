// Demo and tests: the console tells its local stand-in where each site's events go, as an operator registers the
// endpoints on Stripe's dashboard (docs/integrations.md). Done when the server listens (its address is known then) and
// when a site is created; an endpoint already registered for the same URL is not registered again.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../../integrations/stripe/index.js';
import type { RecordHookRegistry } from '../../../services/recordHooks.js';
import type { SiteDirectory } from '../../../services/siteDirectory.js';
import { SITE_TYPE } from '../../sites/index.js';
import { HANDLED_EVENTS } from './effects.js';

export const webhookPath = (siteId: string) => `/api/${encodeURIComponent(siteId)}/commerce/stripe/webhook`;

/** This server as the loopback stand-in reaches it. */
export function loopbackUrl(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const v6 = address.family === 'IPv6';
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${v6 && host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export async function registerEndpoints(provider: PaymentProvider, baseUrl: string, siteIds: string[]): Promise<number> {
  const known = new Set((await provider.stripe.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 })).map((e) => e.url));
  let added = 0;
  for (const siteId of siteIds) {
    const url = `${baseUrl}${webhookPath(siteId)}`;
    if (known.has(url)) continue;
    await provider.stripe.webhookEndpoints.create({ url, enabled_events: HANDLED_EVENTS, description: `Console, site ${siteId}` });
    added++;
  }
  return added;
}

export interface RegistrationDeps {
  app: FastifyInstance;
  hooks: RecordHookRegistry;
  provider: PaymentProvider;
  sites: SiteDirectory;
  log: (message: string) => void;
}

/** Every site's endpoint once the server listens, then each new site's; a failure is logged, the server goes on. */
export function registerStandInEndpoints({ app, hooks, provider, sites, log }: RegistrationDeps): void {
  let baseUrl: string | undefined;
  const register = async (siteIds: string[]) => {
    if (!baseUrl) return;
    await registerEndpoints(provider, baseUrl, siteIds).catch((err: Error) => log(`Webhooks du simulateur Stripe non enregistrés : ${err.message}`));
  };
  app.addHook('onListen', async () => {
    baseUrl = loopbackUrl(app.server.address());
    await register(sites.ids());
  });
  hooks.register(SITE_TYPE, {
    afterCommit: async (write) => {
      if (write.action === 'create') await register([write.id]);
    },
  });
}
