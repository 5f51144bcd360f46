// GetResponse as a Fastify plugin: `app.getresponse`, the account of GETRESPONSE_API_KEY or the stand-in (connectGetResponse).
import fp from 'fastify-plugin';
import { sharedStandIn, standInSnapshot, type IntegrationOptions } from '../standInPlugin.js';
import { connectGetResponse, type GetResponseConnection } from './connect.js';

declare module 'fastify' {
  interface FastifyInstance {
    getresponse: GetResponseConnection;
  }
}

export const getResponsePlugin = fp<IntegrationOptions>(
  async (app, { config, appState }) => {
    const standIns = sharedStandIn<{ baseUrl: string; apiKey: string }>(appState, 'newsletter.getresponseStandIn');
    const getresponse = await connectGetResponse(config.getresponse, standIns, standInSnapshot(config, 'getresponse'));
    app.decorate('getresponse', getresponse);
    app.addHook('onClose', async () => getresponse.close());
  },
  { name: 'getresponse' },
);
