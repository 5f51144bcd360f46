// The NEWSLETTER_SYNC job kind: started from the users or payments list ('get-response-synchro' tab) through
// POST /api/{siteId}/jobs/NEWSLETTER_SYNC; users are read by batches and synchronised a few at a time.
import type { GetResponseClient } from '../../integrations/getresponse/client.js';
import { frenchReason, GetResponseError } from '../../integrations/getresponse/client.js';
import type { JobContext, JobKind } from '../../jobs/types.js';
import { badRequest } from '../../errors.js';
import type { DomainWriter } from '../../services/domainWriter.js';
import { contactIdKeeper } from './contactId.js';
import { countSyncUsers, nextSyncUsers, type SyncFilter, type SyncSide } from './storage.js';
import { ContactSync, ensureContactFields, resultLines, summaryOf, type SyncResult } from './sync.js';

export const NEWSLETTER_SYNC = 'NEWSLETTER_SYNC';
const BATCH = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface SyncParams {
  side: SyncSide;
  filter: { type: 'all' } | { type: 'create_date'; from: string; to: string } | { type: 'customer_email'; email: string };
}

const paramsSchema = {
  type: 'object',
  required: ['side', 'filter'],
  additionalProperties: false,
  properties: {
    side: { enum: ['users', 'payments'] },
    filter: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { enum: ['all', 'create_date', 'customer_email'] },
        from: { type: 'string', pattern: DAY.source },
        to: { type: 'string', pattern: DAY.source },
        email: { type: 'string', minLength: 3, maxLength: 254 },
      },
      allOf: [
        { if: { properties: { type: { const: 'create_date' } } }, then: { required: ['from', 'to'] } },
        { if: { properties: { type: { const: 'customer_email' } } }, then: { required: ['email'] } },
      ],
    },
  },
};

/** Days (UTC) to unix seconds, the end day included; start after end is refused (spec 000 §5 "Date range"). */
export function storageFilter(filter: SyncParams['filter']): SyncFilter {
  if (filter.type === 'customer_email') return { type: 'customer_email', email: filter.email.trim() };
  if (filter.type === 'all') return { type: 'all' };
  const from = Date.parse(`${filter.from}T00:00:00Z`) / 1000;
  const to = Date.parse(`${filter.to}T00:00:00Z`) / 1000 + 86_399;
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw badRequest('BAD_PARAMS', 'Dates invalides');
  if (from > to) throw badRequest('BAD_PARAMS', 'La date de début ne peut pas dépasser la date de fin');
  return { type: 'create_date', from, to };
}

async function run(client: GetResponseClient, writer: DomainWriter, ctx: JobContext<SyncParams>): Promise<SyncResult> {
  const { side } = ctx.params;
  const filter = storageFilter(ctx.params.filter);
  const listId = client.settings.listId;
  if (!listId) throw badRequest('NO_LIST', 'GETRESPONSE_LIST_ID manquant : la liste GetResponse à synchroniser n’est pas configurée');
  try {
    const list = await client.campaign(listId, ctx.signal);
    await ctx.log(`Liste GetResponse « ${list.name} »${client.simulated ? ' (simulateur local)' : ''}`);
    const fieldIds = await ensureContactFields(client, ctx.signal);
    const total = await countSyncUsers(ctx.pool, ctx.siteId, side, filter);
    await ctx.log(`${total} utilisateur${total > 1 ? 's' : ''} à synchroniser`);
    const actor = { userId: ctx.startedBy?.id, login: ctx.startedBy?.login ?? NEWSLETTER_SYNC };
    const sync = new ContactSync(client, listId, fieldIds, ctx.siteId, ctx.signal, contactIdKeeper(ctx.pool, writer, ctx.siteId, actor));
    let done = 0;
    for (let after = ''; !ctx.signal.aborted;) {
      const batch = await nextSyncUsers(ctx.pool, ctx.siteId, side, filter, after, BATCH);
      if (batch.length === 0) break;
      await sync.run(batch);
      done += batch.length;
      after = batch[batch.length - 1].id;
      await ctx.progress(total ? done / total : 1, `${done} / ${total} utilisateurs synchronisés`);
    }
    // In address order: the lines read the same from one run to the next, whatever order the calls ended in.
    sync.counts.errors.sort((a, b) => a.email.localeCompare(b.email));
    const summary = summaryOf(done, sync.counts);
    return {
      ...sync.counts,
      total: done,
      summary,
      lines: resultLines(summary, sync.counts.errors),
      simulated: client.simulated,
      listName: list.name,
    };
  } catch (err) {
    if (err instanceof GetResponseError) throw badRequest('GETRESPONSE', frenchReason(err));
    throw err;
  }
}

export const newsletterSyncJob = (client: GetResponseClient, writer: DomainWriter): JobKind<SyncParams, SyncResult> => ({
  kind: NEWSLETTER_SYNC,
  label: 'Synchronisation newsletter (GetResponse)',
  right: 'users',
  paramsSchema,
  timeoutSeconds: 3 * 3600,
  // A failed sync is told at once; running it again is safe (idempotent), so a person decides.
  retryLimit: 0,
  run: (ctx) => run(client, writer, ctx),
});
