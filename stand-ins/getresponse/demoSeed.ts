// The demo account of the GetResponse stand-in, whether the console starts it in-process or it runs apart
// (stand-ins/serve.ts): one list, the demo reader already in it (catalogue/demo/records/User.json), and a blacklist.
import type { GetResponseSeed } from './state.js';

export const DEMO_LIST = { campaignId: 'qdDemo', name: 'lecteurs_quotidien_demo' };

export const DEMO_SEED: GetResponseSeed = {
  campaigns: [DEMO_LIST],
  contacts: [{ email: 'camille.durand@example.com', name: 'Camille Durand', campaignId: DEMO_LIST.campaignId }],
  // An account blacklist, as GetResponse accounts have: addresses of this domain are refused (error 1002).
  blacklist: ['@liste-noire.example'],
};

/** The key a stand-in run apart accepts unless told another (GETRESPONSE_API_KEY): servers pointed at it use the same. */
export const STANDALONE_API_KEY = 'simulateur-local';
