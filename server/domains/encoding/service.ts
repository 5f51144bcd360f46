// The encoding queue's operations: a video joins the queue (new source, re-encode), leaves it (cancel), moves in it
// (priority: top, up, down, bottom). Rights are the Video type's (section contents, spec 000 §6); every change is
// audited. A move swaps two videos' priorities in one transaction under the site's priority lock, so a crash never
// leaves two videos on one value.
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import { insertAudit } from '../../storage/auditLog.js';
import type { Queryable } from '../../storage/db.js';
import { resolveWrite, type CallContext } from '../../services/access.js';
import { auditActor } from '../../services/writeAudit.js';
import { writingAs } from '../../services/writeOrigin.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { JobService } from '../../jobs/index.js';
import { listJobs } from '../../jobs/storage.js';
import { CANCELLED_TEXT, ENCODING_JOB, QUEUE_FILTERS, type Move, type QueueFilter } from '../../../model/encoding/index.js';
import { countPending, getVideo, lockPriorities, neighbour, patchVideo, priorityBounds, setPriority, VIDEO } from './storage.js';

/** What the domain needs of the job system (server/jobs/service.ts). */
export type JobStarter = Pick<JobService, 'start' | 'cancel'>;

const startedByOf = (user: SessionUser | undefined) => (user ? { id: user._id, login: user.login } : null);

export class EncodingService {
  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
    private jobs: JobStarter,
  ) {}

  /**
   * The video waits in the queue (its source is new, or someone asked again) and a job is started for the site. A video
   * without a priority gets the lowest one: the queue is first come, first served until someone reorders it.
   * Answers the keys written.
   */
  async enqueue(siteId: string, id: string, user: SessionUser | undefined): Promise<Record<string, unknown>> {
    const written = await writingAs(this.pool, user, async (client) => {
      await lockPriorities(client, siteId);
      const video = await getVideo(client, siteId, id, true);
      if (!video) throw notFound('Vidéo introuvable');
      const patch: Record<string, unknown> = { encodingStatus: 'pending', encodingProgress: 0, encodingProgressText: 'En attente' };
      if (typeof video.doc.encodingPriority !== 'number') patch.encodingPriority = ((await priorityBounds(client, siteId)).min ?? 1) - 1;
      // The queue sorts by creation date too; the form cannot set it (read-only).
      if (typeof video.doc.createTs !== 'number') patch.createTs = Math.floor(Date.now() / 1000);
      await patchVideo(client, siteId, id, patch, { remove: ['encodingError', 'encodingJobId'], bumpVersion: true });
      return patch;
    });
    await this.ensureJob(siteId, user);
    return written;
  }

  /**
   * A job for the site's queue while videos wait in it (a new video, the chain after each one, a server's start):
   * none when one is already waiting, since it will take the highest-priority video when it runs.
   */
  async ensureJob(siteId: string, user?: SessionUser): Promise<void> {
    if (!(await countPending(this.pool, siteId))) return;
    const waiting = await listJobs(this.pool, { siteId, kind: ENCODING_JOB, state: 'waiting', offset: 0, limit: 1 });
    if (!waiting.count) await this.jobs.start(ENCODING_JOB, { siteId, params: {}, startedBy: startedByOf(user) });
  }

  async reencode(ctx: CallContext, id: string): Promise<Record<string, unknown>> {
    resolveWrite(this.registry, this.sites, ctx, VIDEO);
    const video = await getVideo(this.pool, ctx.siteId, id);
    if (!video) throw notFound('Vidéo introuvable');
    if (video.doc.encodingStatus === 'encoding') throw new AppError(409, 'ALREADY_ENCODING', "Cette vidéo est déjà en cours d'encodage");
    if (typeof video.doc.sourceFile !== 'string' || !video.doc.sourceFile) throw badRequest('NO_SOURCE', "La vidéo n'a pas de fichier source");
    const written = await this.enqueue(ctx.siteId, id, ctx.user);
    await this.audit(this.pool, ctx, id, { encodingStatus: { from: video.doc.encodingStatus ?? null, to: 'pending' } });
    return { _id: id, ...written };
  }

  /** A waiting video leaves the queue; an encoding one has its job cancelled (ffmpeg is killed). Both end in error. */
  async cancel(ctx: CallContext, id: string): Promise<Record<string, unknown>> {
    resolveWrite(this.registry, this.sites, ctx, VIDEO);
    const text = CANCELLED_TEXT;
    const { jobId, from } = await writingAs(this.pool, ctx.user, async (client) => {
      const video = await getVideo(client, ctx.siteId, id, true);
      if (!video) throw notFound('Vidéo introuvable');
      const status = video.doc.encodingStatus;
      if (status !== 'pending' && status !== 'encoding') {
        throw new AppError(409, 'NOTHING_TO_CANCEL', "Cette vidéo n'est ni en attente ni en cours d'encodage");
      }
      const reason = `Encodage annulé par ${ctx.user.login}`;
      await patchVideo(
        client,
        ctx.siteId,
        id,
        { encodingStatus: 'error', encodingProgressText: text, encodingError: reason },
        {
          remove: ['encodingJobId'],
          bumpVersion: true,
        },
      );
      await this.audit(client, ctx, id, { encodingStatus: { from: status, to: 'error' } });
      return { jobId: status === 'encoding' ? video.doc.encodingJobId : undefined, from: status };
    });
    if (typeof jobId === 'string') await this.jobs.cancel(ctx.user, jobId).catch(() => {});
    return { _id: id, encodingStatus: 'error', encodingProgressText: text, cancelled: from };
  }

  /** Moves a video in the queue; answers the videos whose priority changed (one, or the two swapped). */
  async move(ctx: CallContext, id: string, to: Move, filter: QueueFilter = 'all'): Promise<{ _id: string; encodingPriority: number }[]> {
    resolveWrite(this.registry, this.sites, ctx, VIDEO);
    return writingAs(this.pool, ctx.user, async (client) => {
      await lockPriorities(client, ctx.siteId);
      const video = await getVideo(client, ctx.siteId, id, true);
      if (!video) throw notFound('Vidéo introuvable');
      const current = typeof video.doc.encodingPriority === 'number' ? video.doc.encodingPriority : undefined;
      const changes: { _id: string; from: number | undefined; encodingPriority: number }[] = [];
      const { min, max } = await priorityBounds(client, ctx.siteId);
      const toTop = to === 'top' || (to === 'up' && current === undefined);
      const toBottom = to === 'bottom' || (to === 'down' && current === undefined);
      if (toTop && (current === undefined || current !== max)) changes.push({ _id: id, from: current, encodingPriority: (max ?? 0) + 1 });
      else if (toBottom && (current === undefined || current !== min)) changes.push({ _id: id, from: current, encodingPriority: (min ?? 0) - 1 });
      else if ((to === 'up' || to === 'down') && current !== undefined) {
        const other = await neighbour(client, ctx.siteId, current, to, QUEUE_FILTERS[filter]);
        const theirs = other?.doc.encodingPriority;
        if (other && typeof theirs === 'number') {
          changes.push({ _id: id, from: current, encodingPriority: theirs }, { _id: other.id, from: theirs, encodingPriority: current });
        }
      }
      for (const change of changes) {
        await setPriority(client, ctx.siteId, change._id, change.encodingPriority);
        await this.audit(client, ctx, change._id, { encodingPriority: { from: change.from ?? null, to: change.encodingPriority } });
      }
      return changes.map(({ _id, encodingPriority }) => ({ _id, encodingPriority }));
    });
  }

  private audit(db: Queryable, ctx: CallContext, id: string, changes: Record<string, { from: unknown; to: unknown }>) {
    return insertAudit(db, { ...auditActor(ctx), action: 'update', siteId: ctx.siteId, cls: VIDEO, recordId: id, detail: { changes } });
  }
}
