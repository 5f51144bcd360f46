// The super-admin tools as job kinds (design.md §10): each runs in the background with a progress bar and a log.
import path from 'node:path';
import type { JobKind } from '../../jobs/types.js';
import { dumpSchemas } from './schemaDump.js';
import { checkDbJob } from './checkDb.js';
import { clearSiteJob, undoClearJob } from './clearSite.js';
import { compareSchemasJob } from './compareSchemas.js';
import { type ToolDeps, toolKind } from './context.js';
import { copyCollectionJob } from './copyCollection.js';
import { copyFilesJob } from './copyFiles.js';
import { rebuildLikesJob, rebuildPurchaseCountJob } from './counters.js';
import { dedupTagsJob } from './dedupTags.js';
import { restoreWindowJob } from './restoreWindow.js';
import { siteInitJob } from './siteInit.js';
import { deleteTestDataJob, testDataJob } from './testData.js';

const dumpSchemaJob = (deps: ToolDeps): JobKind =>
  toolKind('dumpSchema', 'Export des schémas vers le code source', async (ctx) => {
    const result = await dumpSchemas(deps.envName, deps.registry, path.join(deps.catalogueDir, 'schemas'));
    await ctx.progress(1, `${result.written} schéma(s) écrit(s) dans ${result.dir}`);
    return result;
  });

/** Every tool kind; the tools route starts them by their kind name. */
export const toolJobs = (deps: ToolDeps) =>
  [
    siteInitJob(deps),
    testDataJob(deps),
    deleteTestDataJob(deps),
    clearSiteJob(deps),
    undoClearJob(deps),
    restoreWindowJob(deps),
    dumpSchemaJob(deps),
    checkDbJob(deps),
    dedupTagsJob(deps),
    rebuildLikesJob(deps),
    rebuildPurchaseCountJob(deps),
    copyCollectionJob(deps),
    compareSchemasJob(deps),
    copyFilesJob(deps),
  ] as JobKind[];
