// Exports (spec 000 §2 Exports, §4 Export status): starting one creates its Export record (pending) and a job that
// streams the CSV into the site's private files, then marks the record success or error with its issue report.
import { newRecordId } from '../../services/recordIds.js';
import type { Readable } from 'node:stream';
import type { SessionUser } from '../../../model/rights.js';
import { checkSite, resolveRead, type CallContext } from '../../services/access.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { getDocument } from '../../storage/documents.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { JobContext } from '../../jobs/types.js';
import { csvStream } from './csv.js';
import type { ExportIssue, ExportRequest, ExportStarted } from '../../../model/exports/index.js';
import { searchRechecks } from '../../services/searchReindex.js';
import { exportRows, planExport, type ExportDeps } from './exportPlan.js';
import type { JobStarter } from './jobStarter.js';
import { SUBSCRIPTIONS_PRESET } from '../../../model/exports/index.js';
import { recordsContext } from './recordsSpace.js';
import { writeSystemRecord } from './systemWrite.js';

export const EXPORT_TYPE = 'Export';
export const EXPORT_JOB = 'export';

export interface ExportJobParams extends ExportRequest {
  exportId: string;
  /** The session user who started it, as their rights were then (the job reads as they may). */
  user: SessionUser;
}

/** Where an export's file is kept, inside the site's private folder (never served by the files route). */
export const exportFilePath = (exportId: string) => `exports/${exportId}.csv`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const stamp = (d = new Date()) => d.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

export class ExportService {
  constructor(
    private deps: ExportDeps & { store: FileStore },
    private jobs: JobStarter,
  ) {}

  /** Checks the request (400/403 at once), creates the pending Export record and starts its job. */
  async start(ctx: CallContext, request: ExportRequest): Promise<ExportStarted> {
    const plan = planExport(this.deps, ctx, request);
    const exportId = newRecordId();
    const what = plan.preset?.label ?? 'Export personnalisé';
    const subFilter = request.filter ? plan.schema.subFilters?.find((f) => f.id === request.filter) : undefined;
    const filters = [
      request.filter && `sous-filtre « ${subFilter?.label ?? request.filter} »`,
      request.adminFilter && `filtre ${request.adminFilter}`,
      request.adminSearch && `recherche « ${request.adminSearch} »`,
    ].filter(Boolean);
    await this.write(ctx.siteId, exportId, ctx.user, {
      title: `${what} — ${plan.schema.label}`,
      description: filters.length ? `Liste exportée avec ${filters.join(' et ')}` : 'Liste exportée sans filtre',
      admin: { login: ctx.user.login },
      format: 'csv',
      params: {
        resource: plan.schema._id,
        ...(plan.preset && { preset: plan.preset.id }),
        fields: plan.columns.map((c) => c.path.join('.')),
        filter: { createTs: { ...(request.min !== undefined && { min: request.min }), ...(request.max !== undefined && { max: request.max }) } },
      },
      status: 'pending',
      exportTs: nowSeconds(),
    });
    const params: ExportJobParams = { ...request, exportId, user: ctx.user };
    const job = await this.jobs.start(EXPORT_JOB, {
      siteId: ctx.siteId,
      params: { ...params },
      startedBy: { id: ctx.user._id, login: ctx.user.login },
    });
    return { exportId, jobId: job.id };
  }

  /** Asked again before each chunk of the job (design.md §5): what starting it asked, with the starter's rights now. */
  mayRun(user: SessionUser, job: JobContext<ExportJobParams>): void {
    planExport(this.deps, { user, siteId: job.siteId }, job.params);
  }

  /** The job: the CSV written through a cursor, then the record says success with its size and issues. */
  async run(job: JobContext<ExportJobParams>): Promise<{ exportId: string; rows: number }> {
    const { exportId, user: asker, ...request } = job.params;
    const user = job.user ?? asker;
    const ctx = { user, siteId: job.siteId };
    // Searched while the type's re-index runs: a record found only by a value just hidden from search is left out.
    const plan = planExport(this.deps, ctx, request, await searchRechecks(this.deps.pool));
    const total = await plan.count();
    let rows = 0;
    await job.progress(0, `0 / ${total} lignes`);
    const source = exportRows(this.deps, plan, async (n) => {
      rows += n;
      if (job.signal.aborted) throw new AppError(409, 'CANCELLED', 'Export annulé');
      await job.progress(total ? Math.min(rows / total, 1) : 1, `${rows} / ${total} lignes`);
    });
    const size = await this.deps.store.savePrivate(
      ctx.siteId,
      exportFilePath(exportId),
      csvStream(
        plan.columns.map((c) => c.header),
        source,
      ),
    );
    await job.log(`${rows} lignes écrites (${size} octets)`);
    await this.write(ctx.siteId, exportId, user, {
      status: 'success',
      size,
      fileName: `export-${plan.schema._id}-${stamp()}.csv`,
      result: { issues: { errors: [], warnings: plan.warnings } },
    });
    return { exportId, rows };
  }

  /** A job that failed or was cancelled: its record says error, with the reason. */
  async failed(siteId: string, params: ExportJobParams, reason: string): Promise<void> {
    const issue: ExportIssue = { code: 'EXPORT_FAILED', message: reason };
    await this.write(siteId, params.exportId, params.user, { status: 'error', result: { issues: { errors: [issue], warnings: [] } } });
  }

  /** The file of a successful export, for a user who may read the exported type in full. */
  async download(ctx: CallContext, exportId: string): Promise<{ stream: Readable; size: number; fileName: string }> {
    checkSite(this.deps.sites, ctx);
    const stored = await getDocument(this.deps.pool, ctx.siteId, EXPORT_TYPE, exportId);
    if (!stored || stored.archived) throw notFound('Export introuvable');
    const doc = stored.doc as { status?: string; fileName?: string; params?: { resource?: string } };
    const resource = doc.params?.resource ?? '';
    const { labelsOnly } = resolveRead(
      this.deps.registry,
      this.deps.sites,
      recordsContext(this.deps.registry, this.deps.sites, ctx, resource),
      resource,
    );
    if (labelsOnly) throw forbidden("Vous n'avez pas le droit de télécharger cet export");
    if (doc.status !== 'success')
      throw new AppError(409, 'EXPORT_NOT_READY', "Cet export n'est pas prêt : il n'est téléchargeable qu'une fois réussi");
    const file = await this.deps.store.openPrivate(ctx.siteId, exportFilePath(exportId));
    if (!file) throw notFound('Fichier introuvable');
    return { ...file, fileName: doc.fileName ?? `${exportId}.csv` };
  }

  /** The active subscriptions as CSV, streamed to the download (the tools page's link). */
  subscriptions(ctx: CallContext): { stream: Readable; fileName: string } {
    const plan = planExport(this.deps, ctx, { type: SUBSCRIPTIONS_PRESET.type, preset: SUBSCRIPTIONS_PRESET.id });
    const stream = csvStream(
      plan.columns.map((c) => c.header),
      exportRows(this.deps, plan, async () => {}),
    );
    return { stream, fileName: `abonnements-${ctx.siteId}-${stamp()}.csv` };
  }

  private write(siteId: string, id: string, user: SessionUser, changes: Record<string, unknown>): Promise<void> {
    return writeSystemRecord(this.deps.pool, this.deps.registry, { siteId, type: EXPORT_TYPE, id, user, changes });
  }
}
