// Accounting reconciliation (spec 000 §2 Exports; issue 11 §2): the payment provider's payouts, and for one payout a
// CSV `export_comptable_{arrival date}_{amount}EUR.csv` reconciling its balance transactions with the site's Payment
// records. It runs as a job writing an Export record (downloaded like any export), the AccountingExportPayout record of
// the payout and one AccountingExportItem per transaction, so that exporting a payout again is said so.
import { newRecordId } from '../../services/recordIds.js';
import type Stripe from 'stripe';
import type { SessionUser } from '../../../model/rights.js';
import { inFilters } from '../../../model/adminFilter.js';
import type { JobContext } from '../../jobs/types.js';
import { isStripeError, listBalanceTransactions, listPayouts, type PaymentProvider } from '../../integrations/stripe/index.js';
import type { CallContext } from '../../services/access.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { resolveRead } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import type { ExportIssue, ExportStarted, PayoutList, PayoutView } from '../../../model/exports/index.js';
import { csvStream } from './csv.js';
import type { ExportDeps } from './exportPlan.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { JobStarter } from './jobStarter.js';
import { accountsOf } from './accountingCodes.js';
import { ACCOUNTING_HEADER, accountingCells, accountingFileName } from './accountingFile.js';
import { intentOf, reconcile, type PaymentView, type ReconciledRow } from './reconcile.js';
import { EXPORT_TYPE, exportFilePath } from './service.js';
import { writeSystemRecord, writeSystemRecords } from './systemWrite.js';
import { frenchDay, frenchEurosOfCents } from '../../../model/frenchFormat.js';

export const ACCOUNTING_JOB = 'accounting-export';
const ITEM_TYPE = 'AccountingExportItem';
const PAYOUT_TYPE = 'AccountingExportPayout';
/** Records written per transaction by an export: a few hundred keep each short beside the staff's saves. */
const ITEMS_PER_TRANSACTION = 250;
const PAYOUT_STATUS: Record<string, string> = { paid: 'Payé', in_transit: 'En transit', pending: 'En attente', failed: 'Échoué', canceled: 'Annulé' };

export interface AccountingJobParams {
  exportId: string;
  payoutId: string;
  user: SessionUser;
}

/** When a payout was last exported: its record says so (records exported before it did: their last change). */
const exportDate = (record: Record<string, unknown>): number =>
  typeof record.exportedTs === 'number' ? record.exportedTs : Math.floor(Date.parse(String(record.updatedAt)) / 1000);

export class AccountingService {
  constructor(
    private deps: ExportDeps & { store: FileStore; records: RecordService; provider: PaymentProvider },
    private jobs: JobStarter,
  ) {}

  /** Asked again before each step of the job (design.md §5): what starting it asked, with the starter's rights now. */
  mayRun(user: SessionUser, job: JobContext<AccountingJobParams>): void {
    this.check({ user, siteId: job.siteId });
  }

  /** Only those who may read the accounting lines (payments section). */
  private check(ctx: CallContext): void {
    const { labelsOnly } = resolveRead(this.deps.registry, this.deps.sites, ctx, ITEM_TYPE);
    if (labelsOnly) throw forbidden("Vous n'avez pas le droit d'accéder à cette section");
  }

  /** The site's record of a payout, by the provider's id (demo records have ids of their own). */
  private async payoutRecords(ctx: CallContext, payoutIds: string[]) {
    const found = new Map<string, Record<string, unknown> & { _id: string }>();
    for (const where of inFilters('payoutId', payoutIds)) {
      const { data } = await this.deps.records.list(ctx, PAYOUT_TYPE, { where, limit: 1000 });
      for (const r of data) found.set(String(r.payoutId), r);
    }
    return found;
  }

  async payouts(ctx: CallContext): Promise<PayoutList> {
    this.check(ctx);
    const payouts = await provided(() => listPayouts(this.deps.provider, { limit: 100 }));
    const known = await this.payoutRecords(
      ctx,
      payouts.map((p) => p.id),
    );
    return {
      simulated: this.deps.provider.simulated,
      data: payouts.map((p): PayoutView => {
        const record = known.get(p.id);
        // An exported payout's record holds its file and the export's date (the Stripe webhook changes its status since).
        const exportedTs = record?.fileName ? exportDate(record) : undefined;
        return {
          id: p.id,
          arrival_date: p.arrival_date,
          amount: p.amount,
          currency: p.currency,
          status: p.status,
          statusLabel: PAYOUT_STATUS[p.status] ?? p.status,
          ...(exportedTs !== undefined && { exportedTs }),
        };
      }),
    };
  }

  async start(ctx: CallContext, payoutId: string): Promise<ExportStarted> {
    this.check(ctx);
    const payout = await provided(() => this.deps.provider.stripe.payouts.retrieve(payoutId));
    const exportId = newRecordId();
    await writeSystemRecord(this.deps.pool, this.deps.registry, {
      siteId: ctx.siteId,
      type: EXPORT_TYPE,
      id: exportId,
      user: ctx.user,
      changes: {
        title: `Export comptable du virement ${payout.id} (${frenchDay(payout.arrival_date)}, ${frenchEurosOfCents(payout.amount)})`,
        description: 'Transactions du virement rapprochées des paiements de la console',
        admin: { login: ctx.user.login },
        format: 'csv',
        params: { resource: ITEM_TYPE, filter: { createTs: {} } },
        status: 'pending',
        exportTs: Math.floor(Date.now() / 1000),
      },
    });
    const params: AccountingJobParams = { exportId, payoutId: payout.id, user: ctx.user };
    const job = await this.jobs.start(ACCOUNTING_JOB, {
      siteId: ctx.siteId,
      params: { ...params },
      startedBy: { id: ctx.user._id, login: ctx.user.login },
    });
    return { exportId, jobId: job.id };
  }

  /** The job: transactions read, matched with the site's payments, written as CSV and as accounting lines. */
  async run(job: JobContext<AccountingJobParams>): Promise<{ exportId: string; rows: number }> {
    const { exportId, payoutId } = job.params;
    const user = job.user ?? job.params.user;
    const ctx = { user, siteId: job.siteId };
    const payout = await this.deps.provider.stripe.payouts.retrieve(payoutId);
    await job.progress(0.1, 'Lecture des transactions du virement');
    const transactions = await listBalanceTransactions(this.deps.provider, payoutId);
    const payments = await this.paymentsOf(ctx, transactions);
    await job.progress(0.5, `${transactions.length} transactions, rapprochement`);
    const { rows, issues } = reconcile(payout, transactions, payments);
    const previous = (await this.payoutRecords(ctx, [payout.id])).get(payout.id);
    const warnings: ExportIssue[] = [...issues.warnings];
    if (previous?.fileName) {
      warnings.unshift({
        code: 'ALREADY_EXPORTED',
        message: `Ce virement a déjà été exporté le ${frenchDay(exportDate(previous))}`,
      });
    }
    const fileName = accountingFileName(payout);
    const size = await this.deps.store.savePrivate(job.siteId, exportFilePath(exportId), csvStream(ACCOUNTING_HEADER, rows.map(accountingCells)));
    await this.record(job.siteId, user, payout, previous?._id ?? payout.id, rows, fileName);
    await writeSystemRecord(this.deps.pool, this.deps.registry, {
      siteId: job.siteId,
      type: EXPORT_TYPE,
      id: exportId,
      user,
      changes: { status: 'success', size, fileName, result: { issues: { errors: issues.errors, warnings } } },
    });
    return { exportId, rows: rows.length };
  }

  /** The site's payments of these transactions, by provider payment id. */
  private async paymentsOf(ctx: CallContext, transactions: Stripe.BalanceTransaction[]): Promise<Map<string, PaymentView>> {
    const intents = [...new Set(transactions.map(intentOf).filter((id): id is string => !!id))];
    const found = new Map<string, PaymentView>();
    for (const where of inFilters('intent.id', intents)) {
      const { data } = await this.deps.records.list(ctx, 'Payment', { where, limit: 1000, serialize: true });
      for (const p of data) found.set((p.intent as { id: string }).id, p as PaymentView);
    }
    return found;
  }

  private async record(
    siteId: string,
    user: SessionUser,
    payout: Stripe.Payout,
    recordId: string,
    rows: ReconciledRow[],
    fileName: string,
  ): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const accountOf = await accountsOf(this.deps.pool, this.deps.registry, siteId);
    const payoutRef = { _id: recordId, _cls: PAYOUT_TYPE };
    const payoutWrite = {
      siteId,
      type: PAYOUT_TYPE,
      id: recordId,
      changes: {
        payoutId: payout.id,
        arrival_date: payout.arrival_date,
        amount: payout.amount,
        status: payout.status,
        currency: payout.currency,
        fileName,
        exportedTs: now,
      },
    };
    const itemWrites = rows.map((row) => ({
      siteId,
      type: ITEM_TYPE,
      id: `${payout.id}-${row.transaction}`,
      changes: {
        ts: row.created,
        ...(row.payment && { payment: { _id: row.payment._id, _cls: 'Payment' } }),
        label: `${row.typeLabel} ${row.transaction}`,
        accountingCode: accountOf(row.type),
        journal: 'BQ',
        amount: row.net / 100,
        payout: payoutRef,
        exportedTs: now,
      },
    }));
    const writes = [payoutWrite, ...itemWrites];
    for (let i = 0; i < writes.length; i += ITEMS_PER_TRANSACTION) {
      await writeSystemRecords(this.deps.pool, this.deps.registry, user, writes.slice(i, i + ITEMS_PER_TRANSACTION));
    }
  }
}

/** A call to the provider: an unknown payout is a 404, the provider unreachable a 502, in French. */
async function provided<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isStripeError(err) && err.code === 'resource_missing') throw notFound('Virement introuvable chez le prestataire de paiement');
    if (isStripeError(err)) throw new AppError(502, 'PROVIDER_ERROR', `Le prestataire de paiement a refusé la demande : ${err.message}`);
    throw err;
  }
}
