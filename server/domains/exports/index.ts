// Exports (issue 11): CSV exports of any list as jobs writing Export records, the subscriptions download, the
// accounting reconciliation of the payment provider's payouts, and the Execute tab's filtered updates with their undo. Export records are this domain's alone: the records API refuses
// to write them (their content is the job's), though it lists, shows and archives them.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { hasAnyRight } from '../../../model/rights.js';
import { forbidden } from '../../errors.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { PaymentProvider } from '../../integrations/stripe/index.js';
import { AccountingService } from './accounting.js';
import { ExecuteService } from './execute.js';
import type { JobStarter } from './jobStarter.js';
import { defineExportJobs } from './jobs.js';
import { exportRoutes } from './routes.js';
import { EXPORT_TYPE, ExportService, exportFilePath } from './service.js';

// The console's one CSV writer: every CSV the server stores or sends, this domain's and the other domains' downloads.
export { csvStream, csvText, sendCsv, type CsvCell } from './csv.js';

export interface ExportsDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  records: RecordService;
  store: FileStore;
  jobs: JobStarter;
  provider: PaymentProvider;
}

export const exportsDomain: FastifyPluginAsync<ExportsDomainOptions> = async (
  app,
  { hooks, pool, registry, sites, records, store, jobs, provider },
) => {
  const exportsService = new ExportService({ pool, registry, sites, hooks, store }, jobs);
  const execute = new ExecuteService({ pool, registry, sites, records }, jobs);
  const accounting = new AccountingService({ pool, registry, sites, hooks, store, records, provider }, jobs);
  defineExportJobs(jobs, exportsService, execute, accounting);
  hooks.register(EXPORT_TYPE, {
    validate: () => {
      throw forbidden("Un export se crée depuis l'onglet Export d'une liste, et ne se modifie pas");
    },
    ownedFiles: (id) => [store.privateStoredPath(exportFilePath(id))],
    // An export holds the exported type's records: it is read with that type's right (as its download is).
    readScope: (ctx) => ({
      'params.resource': {
        $in: registry
          .all()
          .filter((s) => hasAnyRight(ctx.user, registry.rightsOf(s._id).full))
          .map((s) => s._id),
      },
    }),
  });
  exportRoutes(app, exportsService, execute, accounting);
};
