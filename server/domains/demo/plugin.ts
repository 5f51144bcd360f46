// The demo's fill as a job (DEMO_FILL): started once the server is ready while a first start's demo is incomplete, so
// that the console answers in seconds and its bar (dashboard, jobs page) shows the demo filling. At its end the
// payment simulator learns the generated purchases and the link index takes in the generated records.
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_FILL_JOB } from '../../../model/jobs/index.js';
import type pg from 'pg';
import type { Binaries } from '../../integrations/ffmpeg/index.js';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import type { JobKind, JobService } from '../../jobs/index.js';
import { LINK_INDEX_JOB } from '../../services/linkIndex.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import type { FileStore } from '../../storage/fileStore.js';
import { demoFilling, fillDemo } from './fill.js';
import { seedStandIn } from './stripeStandIn.js';

export interface DemoDomainOptions {
  jobs: JobService;
  pool: pg.Pool;
  store: FileStore;
  catalogueDir: string;
  /** FFMPEG_PATH: the ffmpeg the demo's video clip is made with. */
  binaries: Binaries;
  provider: PaymentProvider;
  log: (message: string) => void;
}

export const demoDomain: FastifyPluginAsync<DemoDomainOptions> = async (app, opts) => {
  const { jobs, pool, provider } = opts;
  const kind: JobKind = {
    kind: DEMO_FILL_JOB,
    label: 'Remplissage de la démonstration',
    starterMay: false,
    retryLimit: 3,
    // DEMO_VOLUME 20 on a busy machine: hours.
    timeoutSeconds: 12 * 3600,
    run: async (ctx) => {
      if (
        !(await fillDemo(ctx.pool, {
          ...opts,
          files: { store: opts.store, binaries: opts.binaries },
          signal: ctx.signal,
          progress: (f, text) => ctx.progress(f, text),
        }))
      )
        return {};
      const standIn = provider.localStandIn;
      if (standIn) {
        await seedStandIn(pool, standIn.state);
        standIn.changed();
      }
      await jobs.startUnlessWaiting(LINK_INDEX_JOB, { siteId: GLOBAL_SITE, startedBy: null });
      return { complete: true };
    },
  };
  jobs.define(kind);
  app.addHook('onReady', async () => {
    if (!(await demoFilling(pool))) return;
    await jobs.start(DEMO_FILL_JOB, { siteId: GLOBAL_SITE, startedBy: null });
    opts.log('La démonstration se remplit pendant que la console répond : sa barre de progression est sur le tableau de bord');
  });
};
