// Ingestion (issue 12 §1): the public sites post batches of events with a per-site key that super administrators
// create (shown once, stored as its sha256) and revoke; batches are rate limited per key, in PostgreSQL so that the
// pace holds over every server behind the load balancer, and wrong keys are counted per address (domains/auth/failedChecks.ts).
import crypto from 'node:crypto';
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import type { CreatedIngestKey, IngestKey, IngestResult } from '../../../model/statistics/index.js';
import { AppError, notFound } from '../../errors.js';
import type { CheckKind, FailedChecks } from '../auth/index.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { inRetriedTransaction } from '../../storage/db.js';
import { takeToken } from '../../storage/rateLimits.js';
import { checkEvents, type IngestKind } from './ingestEvents.js';
import { ensureEventPartitions, insertBets, insertPlays, insertViews } from './storage/events.js';
import { findLiveKey, insertKey, listKeys, revokeKey } from './storage/keys.js';

const RATE_BUCKET = 'ingest-key';

const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest();
const monthOf = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth()}`;

const badKey = () => new AppError(401, 'BAD_INGEST_KEY', "Clé d'ingestion absente, inconnue ou révoquée");

/** Wrong keys an address may send in 15 minutes: a site whose key was revoked fails a few times per visitor at most. */
export const INGEST_KEY_CHECK: CheckKind = {
  bucket: 'ingest-key-ip',
  max: 30,
  refusal: "Trop de clés d'ingestion refusées depuis cette adresse : réessayez dans 15 minutes",
  action: 'ingest_key_refused',
};

export class IngestService {
  /** Months whose partitions this process has seen made. */
  private readonly months = new Set<string>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly sites: SiteDirectory,
    /** Asks for a rollup of what was just kept (debounced by the job system). */
    private readonly rollUpSoon: () => void,
    /** Batches a key may send per second, and in a burst, over every server of the database. */
    private readonly rate: { perSecond: number; burst: number },
    private readonly failedChecks: FailedChecks,
  ) {}

  async createKey(user: SessionUser, siteId: string, label: string): Promise<CreatedIngestKey> {
    if (siteId === 'global' || !this.sites.has(siteId)) throw notFound('Site inconnu');
    const key = `ing_${crypto.randomBytes(24).toString('base64url')}`;
    const row = await insertKey(this.pool, {
      id: crypto.randomUUID(),
      siteId,
      label,
      hash: hashOf(key),
      prefix: key.slice(0, 10),
      createdBy: user.login,
    });
    return { ...row, key };
  }

  async listKeys(siteId?: string): Promise<{ data: IngestKey[] }> {
    return { data: await listKeys(this.pool, siteId ?? null) };
  }

  async revokeKey(id: string): Promise<IngestKey> {
    const row = await revokeKey(this.pool, id);
    if (!row) throw notFound("Clé d'ingestion introuvable");
    return row;
  }

  /** Checks the key and the events, keeps the good ones; answers how many were kept and which were refused. */
  async ingest(siteId: string, kind: IngestKind, key: string | undefined, events: unknown[], ip: string, now = new Date()): Promise<IngestResult> {
    await this.failedChecks.check(INGEST_KEY_CHECK, ip);
    const owner = key && key.length <= 200 ? await findLiveKey(this.pool, hashOf(key)) : undefined;
    if (!owner || owner.siteId !== siteId) {
      await this.failedChecks.fail(INGEST_KEY_CHECK, ip, { siteId, detail: { kind } });
      throw badKey();
    }
    if (!(await takeToken(this.pool, { bucket: RATE_BUCKET, subject: owner.id }, this.rate)))
      throw new AppError(429, 'TOO_MANY_REQUESTS', 'Trop de lots envoyés avec cette clé : réessayez dans un instant');
    const checked = checkEvents(kind, events, now);
    if (checked.events.length) {
      await this.ensureMonths(checked.events.map((e) => e.ts));
      await inRetriedTransaction(this.pool, async (db) => {
        if (kind === 'play') await insertPlays(db, siteId, checked.events as Parameters<typeof insertPlays>[2]);
        else if (kind === 'view') await insertViews(db, siteId, checked.events as Parameters<typeof insertViews>[2]);
        else await insertBets(db, siteId, checked.events as Parameters<typeof insertBets>[2]);
      });
      if (kind !== 'bet') this.rollUpSoon();
    }
    return { accepted: checked.events.length, rejected: checked.rejected };
  }

  /** The partitions of the batch's months (accepted events are at most 400 days old: made at start, this is a safety net). */
  private async ensureMonths(dates: Date[]): Promise<void> {
    const times = dates.map((d) => d.getTime());
    const [min, max] = [new Date(Math.min(...times)), new Date(Math.max(...times))];
    if (this.months.has(monthOf(min)) && this.months.has(monthOf(max))) return;
    await ensureEventPartitions(this.pool, new Date(min.getTime() - 2 * 86_400_000), new Date(max.getTime() + 2 * 86_400_000));
    this.months.add(monthOf(min)).add(monthOf(max));
  }
}
