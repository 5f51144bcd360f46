// The 'encoding' job kind: each run takes the site's highest-priority pending video at that moment (so reordering the
// queue while videos wait works), encodes it with ffmpeg and keeps its status, progress and outcome on the video.
// A run again after a crash (attempt 2) resumes the video it held, or takes the next if it was lost before holding
// one; a job that ends failed or cancelled without its handler (a kill -9 the reaper noticed) leaves the video in
// error, never "encoding" for ever, and the queue goes on.
import type pg from 'pg';
import { FfmpegError, type Binaries } from '../../integrations/ffmpeg/index.js';
import { writingAs } from '../../services/writeOrigin.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { JobContext, JobKind, JobView } from '../../jobs/types.js';
import { CANCELLED_TEXT, ENCODING_JOB } from '../../../model/encoding/index.js';
import { dropEncode, encodeVideo, keepOnly } from './pipeline.js';
import { profileFor, type EncodingProfile } from './plan.js';
import { claimNext, patchVideo, profilesOf, videosOfJob } from './storage.js';

/** The video's progress is written at most this often (the job's own bar is throttled by the job system). */
const VIDEO_WRITE_MS = 500;

export interface EncodingJobResult {
  videoId: string | null;
  status?: 'done' | 'error';
  error?: string;
}

export interface EncodingJobDeps {
  binaries: Binaries;
  store: FileStore;
  /** Starts a job for the site's next pending video, if any. */
  next: (siteId: string) => Promise<void>;
  /** Encodes at a time in this process (ENCODES_PER_PROCESS). */
  concurrency: number;
}

/** What a failed encode keeps on the video: a short line for the lists, ffmpeg's reason in full. */
export function failure(err: unknown): { text: string; reason: string } {
  if (err instanceof FfmpegError) {
    if (err.code === 'ABORTED') return { text: CANCELLED_TEXT, reason: CANCELLED_TEXT };
    return { text: `Échec : ${err.message.slice(0, 180)}`, reason: err.detail };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { text: `Échec : ${message.slice(0, 180)}`, reason: message };
}

/** Who a version the job writes names beside the job: the person whose upload or request started it. */
const starterOf = (ctx: JobContext) => ({ _id: ctx.startedBy?.id, login: ctx.startedBy?.login });

async function encodeOne(deps: EncodingJobDeps, ctx: JobContext, video: { id: string; doc: Record<string, unknown> }): Promise<EncodingJobResult> {
  const { siteId } = ctx;
  const owned = { jobId: ctx.id };
  const profiles = (await profilesOf(ctx.pool, siteId)).map((r) => ({ ...r.doc, _id: r.id }) as EncodingProfile);
  const profile = profileFor(profiles, video.doc.encodingProfile);
  await ctx.log(`Vidéo ${video.id} (« ${String(video.doc.label ?? '')} »), profil ${profile.label ?? profile._id}`);
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (fraction: number, text: string) => {
    void ctx.progress(fraction, text).catch(() => {});
    const now = Date.now();
    if (now - lastWrite < VIDEO_WRITE_MS) return;
    lastWrite = now;
    writing = writing.then(() =>
      patchVideo(ctx.pool, siteId, video.id, { encodingProgress: Math.round(fraction * 1000) / 1000, encodingProgressText: text }, owned).catch(
        () => {},
      ),
    );
  };
  try {
    const sourceFile = typeof video.doc.sourceFile === 'string' ? video.doc.sourceFile : '';
    if (!sourceFile) throw new FfmpegError("La vidéo n'a pas de fichier source", '', 'BAD_SOURCE');
    const result = await encodeVideo(deps.binaries, deps.store, {
      siteId,
      videoId: video.id,
      title: String(video.doc.label ?? video.id),
      sourceFile,
      profile,
      signal: ctx.signal,
      onProgress,
    });
    await writing;
    const done = {
      encodingStatus: 'done',
      encodingProgress: 1,
      encodingProgressText: 'Terminé',
      full: result.full,
      srcInfo: result.srcInfo,
      ...(typeof video.doc.duration !== 'number' && { duration: Math.round(result.srcInfo.duration) }),
      ...(result.trailer && { trailer: result.trailer }),
    };
    const written = await writingAs(ctx.pool, starterOf(ctx), (db) =>
      patchVideo(db, siteId, video.id, done, { ...owned, remove: result.trailer ? [] : ['trailer'], bumpVersion: true }),
    );
    // The previous renditions go once the video points at the new ones; cancelled meanwhile, the new ones go.
    await (written ? keepOnly : dropEncode)(deps.store, siteId, video.id, result.encode);
    await ctx.log(`Terminé : ${result.full.res.map((h) => `${h}p`).join(', ')}`);
    return { videoId: video.id, status: 'done' };
  } catch (err) {
    await writing;
    const { text, reason } = failure(err);
    await writingAs(ctx.pool, starterOf(ctx), (db) =>
      patchVideo(
        db,
        siteId,
        video.id,
        { encodingStatus: 'error', encodingProgressText: text, encodingError: reason },
        { ...owned, bumpVersion: true },
      ),
    );
    await ctx.log(reason, 'error');
    throw new Error(text, { cause: err });
  }
}

export function encodingJobKind(deps: EncodingJobDeps): JobKind<Record<string, never>, EncodingJobResult> {
  return {
    kind: ENCODING_JOB,
    label: 'Encodage vidéo',
    // Editors of contents follow (and may cancel) their site's encodes; a job started through the jobs API takes
    // the next pending video like any other.
    right: 'contents',
    // The site's queue, whoever's upload started the job: it goes on when that person loses their rights.
    starterMay: false,
    paramsSchema: { type: 'object', additionalProperties: false, properties: {} },
    concurrency: deps.concurrency,
    retryLimit: 1,
    timeoutSeconds: 6 * 3600,
    async run(ctx) {
      const video = await writingAs(ctx.pool, starterOf(ctx), (client) => claimNext(client, ctx.siteId, ctx.id, ctx.attempt > 1));
      if (!video) {
        await ctx.log('Aucune vidéo en attente dans la file de ce site');
        return { videoId: null };
      }
      try {
        return await encodeOne(deps, ctx, video);
      } finally {
        await deps.next(ctx.siteId).catch(() => {});
      }
    },
    async onEnd(job: JobView, pool: pg.Pool) {
      const text = job.state === 'cancelled' ? CANCELLED_TEXT : `Échec : ${job.error ?? 'tâche interrompue'}`.slice(0, 200);
      // The handler cleans up after itself; videos left here lost their worker (a kill -9), and so did the queue.
      const stuck = await videosOfJob(pool, job.siteId, job.id);
      const starter = { _id: job.startedBy?.id, login: job.startedBy?.login };
      for (const video of stuck) {
        await writingAs(pool, starter, (db) =>
          patchVideo(
            db,
            job.siteId,
            video.id,
            { encodingStatus: 'error', encodingProgressText: text, encodingError: text },
            { jobId: job.id, bumpVersion: true },
          ),
        );
      }
      // The queue goes on, whether or not this job had taken a video when it was lost.
      await deps.next(job.siteId).catch(() => {});
    },
  };
}
