// Which GetResponse the console talks to: GETRESPONSE_API_KEY and GETRESPONSE_LIST_ID (GETRESPONSE_API_URL for an
// Enterprise or test endpoint), or (without a key) the GetResponse stand-in, which the console then calls "simulateur
// local": the one run apart at GETRESPONSE_API_URL (stand-ins/serve.ts, one per fleet), else one started in-process
// on a loopback port, seeded with a demo list.

export { DEMO_LIST };

import { DEMO_LIST, DEMO_SEED, STANDALONE_API_KEY } from '../../../stand-ins/getresponse/demoSeed.js';
import { GetResponseStandIn } from '../../../stand-ins/getresponse/index.js';
import { GETRESPONSE_API } from '../../config.js';
import type { SharedStandIn } from '../standInPlugin.js';
import { GetResponseClient } from './client.js';

export interface GetResponseConnection {
  client: GetResponseClient;
  standIn?: GetResponseStandIn;
  close(): Promise<void>;
}

const simulatedClient = (baseUrl: string, apiKey: string) =>
  new GetResponseClient({ apiKey, baseUrl, listId: DEMO_LIST.campaignId, simulated: true });

/** Without a key: the stand-in of another process of the database, else a new one keeping its state in `snapshotFile`. */
export async function connectGetResponse(
  settings: { apiKey?: string; listId?: string; baseUrl: string },
  shared?: SharedStandIn<{ baseUrl: string; apiKey: string }>,
  snapshotFile?: string,
): Promise<GetResponseConnection> {
  if (settings.apiKey) {
    const client = new GetResponseClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, listId: settings.listId ?? '', simulated: false });
    return { client, close: async () => {} };
  }
  if (settings.baseUrl !== GETRESPONSE_API) return { client: simulatedClient(settings.baseUrl, STANDALONE_API_KEY), close: async () => {} };
  // A stand-in another process of this database started, still answering: the same contacts for everyone.
  const known = await shared?.read();
  if (known) {
    const client = simulatedClient(known.baseUrl, known.apiKey);
    const alive = await client.campaign(DEMO_LIST.campaignId, AbortSignal.timeout(2000)).then(
      () => true,
      () => false,
    );
    if (alive) return { client, close: async () => {} };
  }
  const standIn = await GetResponseStandIn.start({ seed: DEMO_SEED, snapshotFile });
  await shared?.write({ baseUrl: standIn.baseUrl, apiKey: standIn.apiKey });
  const client = simulatedClient(standIn.baseUrl, standIn.apiKey);
  return { client, standIn, close: () => standIn.stop() };
}
