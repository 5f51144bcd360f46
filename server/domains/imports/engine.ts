// One pass of an import over its file (issue 31 §2, §3): the rows in batches, each batch's existing records read at
// once, then each row checked (dry run) or written through the records service, the same rights, validation and hooks
// as a save, so that there is no second validator. A refused row is counted, grouped and copied to the refused rows'
// file; a dry run writes nothing else. Memory holds one batch, whatever the file's size.
import type pg from 'pg';
import { yieldToRequests } from '../../jobs/requestPriority.js';
import { deepEqual } from '../../../model/diff.js';
import type { ImportCounts } from '../../../model/import/api.js';
import type { ColumnMatch, ImportTarget } from '../../../model/import/columns.js';
import { RefusalGroups, rowReasons, type RefusalGroup } from '../../../model/import/report.js';
import { csvRowBody, jsonRowBody, type RowProblem } from '../../../model/import/rows.js';
import { AppError } from '../../errors.js';
import type { CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import type { StoredDocument } from '../../storage/documents.js';
import type { FileRow } from './fileReader.js';
import { identityOf, type Identity } from './identity.js';
import type { RefusedFile } from './refusedFile.js';
import { documentsByIds, documentsByKey, insertWrittenRow, type ImportRow } from './storage.js';

/** Rows read, looked up and written between two progress steps (and two checks of the starter's rights). */
export const BATCH = 500;

export interface PassSetup {
  imp: Pick<ImportRow, 'id' | 'siteId' | 'type' | 'mode' | 'key'>;
  columns: readonly ColumnMatch[];
  targets: readonly ImportTarget[];
  /** The call as the type's records are reached (the global space for a global type). */
  ctx: CallContext;
  dryRun: boolean;
  stopAtFirstRefusal: boolean;
  records: RecordService;
  pool: pg.Pool;
  /** Opens the refused rows' file once the header is known. */
  refusedFile: (header: readonly string[]) => RefusedFile;
  /** Between two batches: progress, and the job's check that its starter may go on. */
  step: (rowsRead: number) => Promise<void>;
  signal: AbortSignal;
}

export interface PassOutcome {
  counts: ImportCounts;
  refusals: RefusalGroup[];
  /** JSON keys that are no property, left out. */
  leftOut: string[];
  /** The line where a refusal stopped the import (stopAtFirstRefusal). */
  stoppedAt?: number;
  refusedFile?: RefusedFile;
}

interface Prepared {
  line: number;
  row: FileRow;
  body?: Record<string, unknown>;
  identity?: Identity;
  problems?: RowProblem[];
}

type Written = 'created' | 'updated' | 'unchanged';

const versionOf = (etag: string) => Number(etag.replace(/\D/g, ''));

/** The keys of `body` whose value differs from the stored record's. */
function changesTo(doc: Record<string, unknown>, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => k !== '_id' && !deepEqual(doc[k], v)));
}

export class ImportPass {
  private readonly counts: ImportCounts = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0 };
  private readonly groups = new RefusalGroups();
  private readonly leftOut = new Set<string>();
  private readonly byPath: Map<string, ImportTarget>;
  private readonly topKeys: Set<string>;
  private refused?: RefusedFile;
  private stoppedAt?: number;

  constructor(private readonly setup: PassSetup) {
    this.byPath = new Map(setup.targets.map((t) => [t.path, t]));
    this.topKeys = new Set(setup.targets.filter((t) => !t.path.includes('.')).map((t) => t.path));
  }

  async run(rows: AsyncIterable<FileRow>): Promise<PassOutcome> {
    let batch: Prepared[] = [];
    let header = false;
    for await (const row of rows) {
      if (this.setup.signal.aborted || this.stoppedAt) break;
      if ('cells' in row && !header) {
        header = true;
        this.refused = this.setup.refusedFile(row.cells);
        continue;
      }
      this.refused ??= this.setup.refusedFile(['Contenu']);
      this.counts.rows++;
      batch.push(this.prepare(row));
      if (batch.length >= BATCH) {
        await this.flush(batch);
        batch = [];
      }
    }
    if (batch.length && !this.stoppedAt) await this.flush(batch);
    return {
      counts: this.counts,
      refusals: this.groups.list(),
      leftOut: [...this.leftOut],
      ...(this.stoppedAt && { stoppedAt: this.stoppedAt }),
      refusedFile: this.refused,
    };
  }

  /** After a failure: the refused rows' file is left unfinished. */
  abandon(): void {
    this.refused?.abandon();
  }

  private prepare(row: FileRow): Prepared {
    const { imp } = this.setup;
    const reading =
      'cells' in row ? csvRowBody(row.cells, this.setup.columns, this.byPath) : jsonRowBody(row.value, imp.type, this.topKeys, this.leftOut);
    if ('problems' in reading) return { line: row.line, row, problems: reading.problems };
    const keyLabel = this.byPath.get(imp.key)?.label ?? imp.key;
    const identity = identityOf(imp.type, reading.body, imp.mode, imp.key, keyLabel);
    if ('problem' in identity) return { line: row.line, row, problems: [identity.problem] };
    return { line: row.line, row, body: reading.body, identity };
  }

  private async flush(batch: Prepared[]): Promise<void> {
    const { imp, pool } = this.setup;
    const ids = batch.flatMap((p) => (p.identity?.by === 'id' ? [p.identity.id] : []));
    const values = batch.flatMap((p) => (p.identity?.by === 'key' ? [p.identity.value] : []));
    const byId = await documentsByIds(pool, imp.siteId, imp.type, ids);
    const byKey = await documentsByKey(pool, imp.siteId, imp.type, imp.key, values);
    for (const p of batch) {
      const outcome = p.problems ?? (await this.apply(p, p.identity!.by === 'id' ? byId.get(p.identity!.id) : byKey.get(p.identity!.value)));
      if (typeof outcome === 'string') this.counts[outcome]++;
      else await this.refuse(p, outcome);
      if (this.stoppedAt) return;
    }
    await this.setup.step(this.counts.rows);
    await yieldToRequests();
  }

  private async refuse(p: Prepared, problems: RowProblem[]): Promise<void> {
    this.counts.refused++;
    for (const problem of problems) this.groups.add(p.line, problem);
    await this.refused!.add(p.line, 'cells' in p.row ? p.row.cells : [JSON.stringify(p.row.value)], rowReasons(problems));
    if (this.setup.stopAtFirstRefusal && !this.setup.dryRun) this.stoppedAt = p.line;
  }

  /** Checks or writes one row; its refusal's reasons when the records service refuses it. */
  private async apply(p: Prepared, existing: StoredDocument | null | undefined): Promise<Written | RowProblem[]> {
    const { imp, ctx, records, dryRun } = this.setup;
    const identity = p.identity!;
    if (existing === null) return [{ field: this.byPath.get(imp.key)?.label, reason: 'valeur partagée par plusieurs enregistrements' }];
    if (existing?.archived) return [{ reason: "l'enregistrement de cet identifiant est archivé : restaurez-le d'abord" }];
    const body = identity.by === 'id' ? { ...p.body, _id: identity.id } : p.body!;
    try {
      if (existing) {
        const changes = changesTo(existing.doc, body);
        if (!Object.keys(changes).length) return 'unchanged';
        if (imp.mode === 'create') return [{ reason: 'un enregistrement de cet identifiant existe déjà et diffère (import en création seule)' }];
        if (dryRun) return (records.checkWrite(ctx, imp.type, changes, existing), 'updated');
        const saved = await records.update(ctx, imp.type, existing.id, changes, `"${existing.version}"`);
        const before = Object.fromEntries(Object.keys(changes).map((k) => [k, existing.doc[k] ?? null]));
        await insertWrittenRow(this.setup.pool, imp, {
          rowKey: identity.rowKey,
          recordId: existing.id,
          action: 'updated',
          before,
          versionAfter: versionOf(saved.etag),
        });
        return 'updated';
      }
      if (imp.mode === 'update') return [{ field: 'Identifiant', reason: 'ne désigne aucun enregistrement' }];
      if (dryRun) return (records.checkWrite(ctx, imp.type, body), 'created');
      const saved = await records.create(ctx, imp.type, body);
      await insertWrittenRow(this.setup.pool, imp, {
        rowKey: identity.rowKey,
        recordId: saved.record._id,
        action: 'created',
        versionAfter: versionOf(saved.etag),
      });
      return 'created';
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return this.problemsOf(err);
      throw err;
    }
  }

  /** A refusal of the records service as the report says it: each field by its label, or the refusal's message. */
  private problemsOf(err: AppError): RowProblem[] {
    const fields = Object.entries(err.fields ?? {});
    if (!fields.length) return [{ reason: err.message }];
    return fields.map(([path, reason]) => ({ field: this.byPath.get(path)?.label ?? path, reason }));
  }
}
