// Which GetResponse the console talks to: GETRESPONSE_API_KEY and GETRESPONSE_LIST_ID (GETRESPONSE_API_URL for an
// Enterprise or test endpoint), or (without a key) the GetResponse stand-in started in-process on a loopback port,
// seeded with a demo list, which the console then calls "simulateur local".
import { GetResponseStandIn } from '../../../stand-ins/getresponse/index.js';
import { GetResponseClient } from './client.js';

/** The demo list of the stand-in, and the demo reader who is already in it (catalogue/demo/records/User.json). */
export const DEMO_LIST = { campaignId: 'qdDemo', name: 'lecteurs_quotidien_demo' };
const DEMO_SEED = {
  campaigns: [DEMO_LIST],
  contacts: [{ email: 'camille.durand@example.com', name: 'Camille Durand', campaignId: DEMO_LIST.campaignId }],
  // An account blacklist, as GetResponse accounts have: addresses of this domain are refused (error 1002).
  blacklist: ['@liste-noire.example'],
};

export interface GetResponseConnection {
  client: GetResponseClient;
  standIn?: GetResponseStandIn;
  close(): Promise<void>;
}

export async function connectGetResponse(settings: { apiKey?: string; listId?: string; baseUrl: string }): Promise<GetResponseConnection> {
  if (settings.apiKey) {
    const client = new GetResponseClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, listId: settings.listId ?? '', simulated: false });
    return { client, close: async () => {} };
  }
  const standIn = await GetResponseStandIn.start({ seed: DEMO_SEED });
  const client = new GetResponseClient({ apiKey: standIn.apiKey, baseUrl: standIn.baseUrl, listId: DEMO_LIST.campaignId, simulated: true });
  return { client, standIn, close: () => standIn.stop() };
}
