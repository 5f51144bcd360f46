// Newsletter routes: the GetResponse list the sync tab works on, and the local GetResponse simulator's contacts
// (super administrators). The sync itself is the NEWSLETTER_SYNC job (POST /api/{siteId}/jobs/NEWSLETTER_SYNC).
import type { FastifyInstance } from 'fastify';
import { typed } from '../../plugins/typedApp.js';
import { errorReplies, nullable, siteParams } from '../../schemas/index.js';
import type { NewsletterService } from './service.js';

const providerReply = {
  type: 'object',
  properties: {
    simulated: { type: 'boolean' },
    list: { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
    problem: nullable('string'),
  },
} as const;

const contact = {
  type: 'object',
  properties: {
    contactId: { type: 'string' },
    email: { type: 'string' },
    name: nullable('string'),
    createdOn: { type: 'string' },
    changedOn: nullable('string'),
    campaign: { type: 'object', properties: { campaignId: { type: 'string' }, name: { type: 'string' } } },
    customFieldValues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { customFieldId: { type: 'string' }, name: { type: 'string' }, value: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
} as const;

const simulatorReply = { type: 'object', properties: { url: { type: 'string' }, contacts: { type: 'array', items: contact } } } as const;

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
