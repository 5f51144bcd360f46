// Newsletter routes: the GetResponse list the sync tab works on, and the local GetResponse simulator's contacts
// (super administrators). The sync itself is the NEWSLETTER_SYNC job (POST /api/{siteId}/jobs/NEWSLETTER_SYNC).
import type { FastifyInstance } from 'fastify';
import { typed } from '../../plugins/typedApp.js';
import type { GetResponseSimulatorView, NewsletterProviderView, SimulatedContact } from '../../../model/newsletter/index.js';
import { answerOf, errorReplies, nullable, siteParams } from '../../schemas/index.js';
import type { NewsletterService } from './service.js';

const providerReply = answerOf<NewsletterProviderView>()({
  simulated: { type: 'boolean' },
  list: { type: ['object', 'null'], additionalProperties: false, properties: { id: { type: 'string' }, name: { type: 'string' } } },
  problem: nullable('string'),
});

type FieldValue = SimulatedContact['customFieldValues'][number];
const contact = answerOf<SimulatedContact>()({
  contactId: { type: 'string' },
  email: { type: 'string' },
  name: nullable('string'),
  createdOn: { type: 'string' },
  changedOn: nullable('string'),
  campaign: answerOf<SimulatedContact['campaign']>()({ campaignId: { type: 'string' }, name: { type: 'string' } }),
  customFieldValues: {
    type: 'array',
    items: answerOf<FieldValue>()({
      customFieldId: { type: 'string' },
      name: { type: 'string' },
      value: { type: 'array', items: { type: 'string' } },
    }),
  },
});

const simulatorReply = answerOf<GetResponseSimulatorView>()({ url: { type: 'string' }, contacts: { type: 'array', items: contact } });

export function newsletterRoutes(fastify: FastifyInstance, service: NewsletterService): void {
  const app = typed(fastify);
  app.get(
    '/api/:siteId/newsletter/provider',
    { config: { right: 'users' }, schema: { params: siteParams, response: { 200: providerReply, ...errorReplies } } },
    () => service.provider(),
  );
  app.get(
    '/api/global/getresponse-simulator',
    { config: { right: 'superAdmin' }, schema: { response: { 200: simulatorReply, ...errorReplies } } },
    async () => service.simulator(),
  );
}
