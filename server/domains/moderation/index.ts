// Moderation of questions and user comments (spec 000 §4): a record hook dates a first publication on every write of
// these types, and a route sets a status from the lists' buttons (custom-pages/moderation/).
import type { FastifyPluginAsync } from 'fastify';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { moderationRoutes } from './routes.js';
import { MODERATED_TYPES } from '../../../model/moderation/index.js';
import { datePublication, ModerationService, nowSeconds } from './service.js';

export interface ModerationDomainOptions {
  hooks: RecordHookRegistry;
  records: RecordService;
  registry: SchemaRegistry;
}

export const moderationDomain: FastifyPluginAsync<ModerationDomainOptions> = async (app, { hooks, records, registry }) => {
  for (const type of MODERATED_TYPES) hooks.register(type, { complete: (doc) => datePublication(doc, nowSeconds()) });
  moderationRoutes(app, new ModerationService(records, registry));
};
