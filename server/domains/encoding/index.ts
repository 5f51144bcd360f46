// Video encoding (spec 000 §2 "Video encoding", §4 "Encoding status"; issue 9 §2): a Video whose source file is new
// or changed joins its site's queue and an 'encoding' job is started; the job (jobs.ts) encodes the highest-priority
// pending video with ffmpeg (server/integrations/ffmpeg) into the site's file store under videos/{id}/. The queue's
// routes (routes.ts) move, re-encode and cancel; the pages are custom-pages/video-encoding.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { setEncodesPerProcess, setFfmpegCoresLeft, setFfmpegNiceness, type Binaries } from '../../integrations/ffmpeg/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { JobService } from '../../jobs/index.js';
import { encodingJobKind } from './jobs.js';
import { encodingRoutes } from './routes.js';
import { EncodingService, type JobStarter } from './service.js';
import { videoDir } from './plan.js';
import { sitesWithPending, VIDEO } from './storage.js';

export interface EncodingDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  store: FileStore;
  jobs: JobStarter & Pick<JobService, 'define'>;
  /** ENCODES_PER_PROCESS: this process's encodes at a time, and its ffmpeg runs at a time. */
  encodesPerProcess: number;
  /** FFMPEG_NICENESS: how much lower than this process's CPU priority its ffmpeg runs. */
  ffmpegNiceness: number;
  /** FFMPEG_CORES_LEFT: the machine's first cores, where its ffmpeg never runs. */
  ffmpegCoresLeft: number;
  /** FFMPEG_PATH, FFPROBE_PATH: the binaries the encodes run. */
  binaries: Binaries;
}

const isSource = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const encodingDomain: FastifyPluginAsync<EncodingDomainOptions> = async (
  app,
  { hooks, pool, registry, sites, store, jobs, encodesPerProcess, ffmpegNiceness, ffmpegCoresLeft, binaries },
) => {
  setFfmpegCoresLeft(ffmpegCoresLeft);
  setEncodesPerProcess(encodesPerProcess);
  setFfmpegNiceness(ffmpegNiceness);
  const service = new EncodingService(pool, registry, sites, jobs);
  const next = (siteId: string) => service.ensureJob(siteId);
  jobs.define(encodingJobKind({ binaries, store, next, concurrency: encodesPerProcess }));
  encodingRoutes(app, service);

  hooks.register(VIDEO, {
    // Its renditions and any encode under way live in the video's own folder.
    ownedFiles: (id) => [`/${videoDir(id)}/`],
    afterCommit: async ({ action, ctx, id, before, after }) => {
      const newSource = isSource(after.sourceFile) && (action === 'create' || (action === 'update' && before?.sourceFile !== after.sourceFile));
      const askedAgain = action === 'update' && after.encodingStatus === 'pending' && before?.encodingStatus !== 'pending';
      // An archived video's encode stops; restored, it waits in the queue again.
      const restored = action === 'restore' && (after.encodingStatus === 'encoding' || after.encodingStatus === 'pending');
      if (newSource || askedAgain || restored) return service.enqueue(ctx.siteId, id, ctx.user);
      if (action === 'archive' && after.encodingStatus === 'encoding' && typeof after.encodingJobId === 'string') {
        await jobs.cancel(ctx.user, after.encodingJobId).catch(() => {});
      }
    },
  });

  // Videos left waiting (the demo's, or a queue whose job was lost) get a job once the server is up.
  app.addHook('onReady', async () => {
    for (const siteId of await sitesWithPending(pool)) await next(siteId).catch(() => {});
  });
};
