// The newsletter sync (spec 000 §2 "Newsletter sync"): each user of the selection is looked up by email in the
// GetResponse list, then updated, or created when they consented to the newsletter (receiveNewsletter) — never a
// second contact for one address, so a sync can run again. The contact's id goes back to the user (getresponseId).
// Result: 'OK - {summary}' and one line per error triple.
import pLimit from 'p-limit';
import { frenchReason, GetResponseError, type GetResponseClient } from '../../integrations/getresponse/client.js';
import type { CustomField } from '../../../model/newsletter/index.js';
import { isEmailAddress } from '../mail/index.js';
import { CONTACT_FIELDS, contactName, contactValues, customFieldValues, type ContactField } from './contactFields.js';
import type { UserRow } from './storage.js';

/** One user that could not be synchronised: which address, which code, why. */
export interface SyncError {
  email: string;
  code: string;
  message: string;
}

export interface SyncCounts {
  created: number;
  updated: number;
  /** No consent and no contact yet: not added. */
  skipped: number;
  errors: SyncError[];
}

export interface SyncResult extends SyncCounts {
  total: number;
  summary: string;
  /** What the console shows: 'OK - {summary}', then one line per error triple. */
  lines: string[];
  simulated: boolean;
  listName: string;
}

/** Calls to GetResponse at once (its rate limit is per second; this keeps well under it). */
const CONCURRENCY = 4;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export function summaryOf(total: number, counts: SyncCounts): string {
  return [
    `${plural(total, 'utilisateur traité', 'utilisateurs traités')}`,
    `${plural(counts.created, 'contact créé', 'contacts créés')}`,
    `${plural(counts.updated, 'mis à jour', 'mis à jour')}`,
    `${plural(counts.skipped, 'ignoré (sans consentement)', 'ignorés (sans consentement)')}`,
    `${plural(counts.errors.length, 'erreur', 'erreurs')}`,
  ].join(', ');
}

export const resultLines = (summary: string, errors: SyncError[]): string[] => [
  `OK - ${summary}`,
  ...errors.map((e) => `${e.email} - ${e.code} - ${e.message}`),
];

/** The custom fields the sync writes, created in GetResponse when missing: name → id. */
export async function ensureContactFields(client: GetResponseClient, signal?: AbortSignal): Promise<Record<ContactField, string>> {
  const existing = new Map((await client.customFields(signal)).map((f: CustomField) => [f.name, f.customFieldId]));
  const ids = {} as Record<ContactField, string>;
  for (const name of CONTACT_FIELDS) {
    ids[name] = existing.get(name) ?? (await client.createCustomField({ name, type: 'text', hidden: false, values: [] }, signal)).customFieldId;
  }
  return ids;
}

/** The API cannot be used at all (unreachable, key refused): the whole sync stops. */
const isFatal = (err: GetResponseError) => err.httpStatus === 0 || err.httpStatus === 401 || err.httpStatus === 403;

export class ContactSync {
  readonly counts: SyncCounts = { created: 0, updated: 0, skipped: 0, errors: [] };
  private readonly limit = pLimit(CONCURRENCY);

  constructor(
    private readonly client: GetResponseClient,
    private readonly listId: string,
    private readonly fieldIds: Record<ContactField, string>,
    private readonly siteId: string,
    private readonly signal?: AbortSignal,
    /** Keeps the contact's id on its user (User.getresponseId) when it is not there yet. */
    private readonly keepContactId: (userId: string, contactId: string) => Promise<void> = async () => {},
  ) {}

  /** Synchronises one batch of users. */
  async run(users: UserRow[]): Promise<void> {
    await Promise.all(users.map((user) => this.limit(() => this.one(user))));
  }

  private async one({ id, doc }: UserRow): Promise<void> {
    if (this.signal?.aborted) return;
    const email = typeof doc.login === 'string' ? doc.login.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) {
      this.counts.errors.push({ email: email || `(utilisateur ${id})`, code: 'EMAIL', message: "l'identifiant n'est pas une adresse e-mail" });
      return;
    }
    try {
      await this.upsert(email, doc, id);
    } catch (err) {
      if (!(err instanceof GetResponseError) || isFatal(err)) throw err;
      this.counts.errors.push({ email, code: String(err.code || err.httpStatus), message: frenchReason(err) });
    }
  }

  private async upsert(email: string, doc: Record<string, unknown>, id: string): Promise<void> {
    const values = customFieldValues(contactValues(doc, id, this.siteId), this.fieldIds);
    const name = contactName(doc);
    const found = await this.contactOf(email);
    if (found) {
      // Consent withdrawn: the contact stays, its consent field says 'non' so that campaigns leave it out.
      await this.client.updateContact(found, { ...(name && { name }), customFieldValues: values }, this.signal);
      if (doc.getresponseId !== found) await this.keepContactId(id, found);
      this.counts.updated++;
      return;
    }
    if (doc.receiveNewsletter !== true) {
      this.counts.skipped++;
      return;
    }
    try {
      await this.client.createContact(
        { email, ...(name && { name }), campaign: { campaignId: this.listId }, customFieldValues: values },
        this.signal,
      );
      this.counts.created++;
    } catch (err) {
      // Created by an earlier run and still in GetResponse's queue (the API adds contacts a little later): not twice.
      if (err instanceof GetResponseError && err.code === 1008) this.counts.updated++;
      else throw err;
    }
    // GetResponse answers 202 without the contact: its id is read back when it is there already, else on the next run.
    const created = await this.contactOf(email);
    if (created) await this.keepContactId(id, created);
  }

  /** The id of the list's contact of this exact address (query[email] is a search). */
  private async contactOf(email: string): Promise<string | undefined> {
    const found = await this.client.findContactsByEmail(email, this.listId, this.signal);
    return found.find((c) => c.email.toLowerCase() === email)?.contactId;
  }
}
