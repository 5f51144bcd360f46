// What the newsletter sync tab shows before a run: which GetResponse list, and whether it is the local simulator;
// and, for super administrators, the simulator's contacts.
import type { NewsletterProviderView as ProviderView } from '../../../model/newsletter/index.js';
import type { GetResponseConnection } from '../../integrations/getresponse/connect.js';
import { frenchReason, GetResponseError } from '../../integrations/getresponse/client.js';
import { notFound } from '../../errors.js';

export class NewsletterService {
  constructor(private readonly connection: GetResponseConnection) {}

  async provider(): Promise<ProviderView> {
    const { client } = this.connection;
    const simulated = client.simulated;
    const listId = client.settings.listId;
    if (!listId) return { simulated, list: null, problem: 'GETRESPONSE_LIST_ID manquant : la liste GetResponse à synchroniser n’est pas configurée' };
    try {
      const campaign = await client.campaign(listId);
      return { simulated, list: { id: campaign.campaignId, name: campaign.name }, problem: null };
    } catch (err) {
      if (!(err instanceof GetResponseError)) throw err;
      return { simulated, list: null, problem: frenchReason(err) };
    }
  }

  simulator() {
    const standIn = this.connection.standIn;
    if (!standIn) throw notFound('Pas de simulateur : la console parle à GetResponse (GETRESPONSE_API_KEY)');
    return { url: standIn.baseUrl, contacts: standIn.state.snapshot() };
  }
}
