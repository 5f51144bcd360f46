// One pass of an import over its file (issue 31 §2, §3): the rows in batches, each batch's existing records read at
// once, each row checked by the records service (the same rights, validation and hooks as a save, so that there is no
// second validator), then, unless a dry run, the rows that passed written through the same service in one transaction. A refused row is counted, grouped and copied to the refused rows'
// file; a dry run writes nothing else. Memory holds one batch, whatever the file's size.
import type pg from 'pg';
import { timeSlices, yieldToRequests } from '../../jobs/requestPriority.js';
import { writePace } from '../../jobs/writePace.js';
import type { ImportCounts } from '../../../model/imports/index.js';
import type { ColumnMatch, ImportTarget } from '../../../model/imports/index.js';
import { RefusalGroups, rowReasons, type RefusalGroup } from '../../../model/imports/index.js';
import { csvRowBody, jsonRowBody, type RowProblem } from '../../../model/imports/index.js';
import { AppError } from '../../errors.js';
import { inBatchTransaction } from '../../storage/batchTransaction.js';
import type { CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import type { StoredDocument } from '../../storage/documents.js';
import type { FileRow } from './fileReader.js';
import { identityOf, sameAs, type Identity } from './identity.js';
import { PENDING_ROWS, ReferenceCheck } from './references.js';
import type { RefusedFile } from './refusedFile.js';
import { writeBatch, type Accepted } from './batchWriter.js';
import { checkRow, problemsOf } from './rowCheck.js';
import { OrderedWrites } from './orderedWrites.js';
import { documentsByIds, documentsByKey, type ImportRow } from './storage.js';

/** Rows read, looked up and written between two progress steps (and two checks of the starter's rights). */
export const BATCH = 500;
/** Batches written at once, each on its own connection: PostgreSQL's work, the most of an import's, on both cores. */
const WRITES_AT_ONCE = 2;

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
  /** A dump's pass: which rows are this type's (true), another's (false, skipped) or refused. */
  select?: (row: FileRow) => boolean | RowProblem;
  /** A dump's pass: the type's name before each refused field, the report being the dump's. */
  fieldPrefix?: string;
  /** Identities of the rows read so far, with their lines (negative: refused), shared by the passes of one dump. */
  seen?: Map<string, number>;
}

export interface PassOutcome {
  counts: ImportCounts;
  refusals: RefusalGroup[];
  /** JSON keys that are no property, left out. */
  leftOut: string[];
  /** The line where a refusal stopped the import (stopAtFirstRefusal). */
  stoppedAt?: number;
}

interface Prepared {
  line: number;
  row: FileRow;
  body?: Record<string, unknown>;
  identity?: Identity;
  problems?: RowProblem[];
  /** Refused by a dump's pass as of no type it takes: no type's field. */
  unowned?: boolean;
}

/** The batch writer's rows: each accepted row with its identity's key. */
const rowsOf = (accepted: [Prepared, Accepted][]) => accepted.map(([p, row]) => ({ ...row, rowKey: p.identity!.rowKey }));

export class ImportPass {
  private readonly counts: ImportCounts = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0 };
  private readonly groups = new RefusalGroups();
  private readonly leftOut = new Set<string>();
  private readonly byPath: Map<string, ImportTarget>;
  private readonly topKeys: Set<string>;
  private readonly writeOnly: Set<string>;
  private refused?: RefusedFile;
  /** Each identity met in the file, with its first line: a second row of it is refused, not merged into the first. */
  private readonly seen: Map<string, number>;
  private stoppedAt?: number;
  private readonly references: ReferenceCheck;
  /** Rows naming a record not met yet, checked again at the file's end. */
  private pending: Prepared[] = [];
  private final = false;
  /** The batches' writes, under way while the next batch is read and checked: the server's and PostgreSQL's work overlap. */
  private readonly writes = new OrderedWrites(WRITES_AT_ONCE);
  /** Rows refused by a write itself (their record changed or their id taken since the check). */
  private refusedByWrites = 0;
  /** Reading and checking rows gives the requests their turn every few milliseconds: a batch's rows take tens of them. */
  private readonly slice = timeSlices();
  /** Its writes keep to the background write budget while staff use the console. */
  private readonly pace: () => Promise<void>;

  constructor(private readonly setup: PassSetup) {
    this.byPath = new Map(setup.targets.map((t) => [t.path, t]));
    this.topKeys = new Set(setup.targets.filter((t) => !t.path.includes('.')).map((t) => t.path));
    this.writeOnly = new Set(setup.targets.filter((t) => t.prop.writeOnly && !t.path.includes('.')).map((t) => t.path));
    this.seen = setup.seen ?? new Map();
    // A dry run writes nothing: it does not wait on others' writing.
    this.pace = setup.dryRun ? async () => undefined : writePace(setup.pool, setup.signal);
    const inFile = (cls: string, id: string) => (this.seen.get(`${cls}|id:${id}`) ?? this.seen.get(`${cls}|hash:${id}`) ?? 0) > 0;
    this.references = new ReferenceCheck(setup.pool, setup.imp.siteId, setup.targets, inFile);
  }

  async run(rows: AsyncIterable<FileRow>): Promise<PassOutcome> {
    try {
      return await this.pass(rows);
    } finally {
      // A failure while a write is under way waits for it: nothing writes after the pass has answered.
      await this.writes.settled();
    }
  }

  private async pass(rows: AsyncIterable<FileRow>): Promise<PassOutcome> {
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
      const chosen = this.setup.select?.(row) ?? true;
      if (chosen === false) continue;
      this.counts.rows++;
      await this.slice();
      batch.push(chosen === true ? this.prepare(row) : { line: row.line, row, problems: [chosen], unowned: true });
      if (batch.length >= BATCH) {
        await this.flush(batch);
        batch = [];
      }
    }
    if (batch.length && !this.stoppedAt) await this.flush(batch);
    await this.writes.room(true);
    this.final = true;
    for (let i = 0; i < this.pending.length && !this.stoppedAt && !this.setup.signal.aborted; i += BATCH) {
      await this.flush(this.pending.slice(i, i + BATCH));
    }
    await this.writes.room(true);
    return {
      counts: this.counts,
      refusals: this.groups.list(),
      leftOut: [...this.leftOut],
      ...(this.stoppedAt && { stoppedAt: this.stoppedAt }),
    };
  }

  private prepare(row: FileRow): Prepared {
    const { imp } = this.setup;
    const reading =
      'cells' in row ? csvRowBody(row.cells, this.setup.columns, this.byPath) : jsonRowBody(row.value, imp.type, this.topKeys, this.leftOut);
    if ('problems' in reading) return { line: row.line, row, problems: reading.problems };
    this.references.stored(reading.body);
    const keyLabel = this.byPath.get(imp.key)?.label ?? imp.key;
    const identity = identityOf(imp.type, reading.body, imp.mode, imp.key, keyLabel);
    if ('problem' in identity) return { line: row.line, row, problems: [identity.problem] };
    const first = this.seen.get(`${imp.type}|${identity.rowKey}`);
    // A row like one refused before is checked on its own: its own reasons say more than « Identique ».
    if (first !== undefined && first > 0) return { line: row.line, row, problems: [sameAs(identity, keyLabel, first)] };
    this.seen.set(`${imp.type}|${identity.rowKey}`, row.line);
    return { line: row.line, row, body: reading.body, identity };
  }

  /**
   * Checks every row of the batch, then writes those that pass in one transaction (issue 31 §3): a row refused
   * leaves the others of its batch written, unless the user chose to stop at the first refusal.
   */
  private async flush(batch: Prepared[]): Promise<void> {
    const { imp, pool, stopAtFirstRefusal, dryRun } = this.setup;
    const ids = batch.flatMap((p) => (p.identity?.by === 'id' ? [p.identity.id] : []));
    const values = batch.flatMap((p) => (p.identity?.by === 'key' ? [p.identity.value] : []));
    const byId = await documentsByIds(pool, imp.siteId, imp.type, ids);
    const byKey = await documentsByKey(pool, imp.siteId, imp.type, imp.key, values);
    const outcomes: ReturnType<ImportPass['check']>[] = [];
    for (const p of batch) {
      await this.slice();
      outcomes.push(p.problems ?? this.check(p, p.identity!.by === 'id' ? byId.get(p.identity!.id) : byKey.get(p.identity!.value)));
    }
    const bodies = outcomes.map((o) => (typeof o === 'object' && !Array.isArray(o) ? o.body : {}));
    let unknown = await this.references.unknown(bodies);
    const refusedBefore = this.refusedByWrites;
    // Rows naming records start once every earlier batch is written: a row a write refused is no record they may
    // name. Nothing is written after a refusal that stops the import.
    await this.writes.room(stopAtFirstRefusal || this.references.names(bodies));
    if (this.stoppedAt) return;
    if (this.refusedByWrites !== refusedBefore) unknown = await this.references.unknown(bodies);
    const accepted: [Prepared, Accepted][] = [];
    const refused: [Prepared, RowProblem[]][] = [];
    for (const [i, p] of batch.entries()) {
      let outcome = outcomes[i];
      if (unknown[i].length) {
        // Stopping at the first refusal writes nothing after it: a row there waits for no later one.
        if (!this.final && !stopAtFirstRefusal && this.pending.length < PENDING_ROWS) {
          this.pending.push(p);
          continue;
        }
        outcome = unknown[i];
      }
      if (Array.isArray(outcome)) {
        this.forget(p);
        refused.push([p, outcome]);
        if (stopAtFirstRefusal && !dryRun) {
          this.stoppedAt = p.line;
          break;
        }
      } else if (outcome === 'unchanged' || dryRun) this.counts[outcome === 'unchanged' ? outcome : outcome.action]++;
      else accepted.push([p, outcome]);
    }
    this.writes.add({
      write: () => this.writeAll(accepted),
      report: async (refusal) => {
        for (const [p, problems] of refused) await this.report(p, problems);
        await this.written(accepted, refusal);
      },
    });
    await this.setup.step(this.counts.rows);
    await yieldToRequests();
    await this.pace();
  }

  /** A row refused is no record a later one may name (its own identity only: a second row of it was refused for that). */
  private forget(p: Prepared): void {
    const key = p.identity && `${this.setup.imp.type}|${p.identity.rowKey}`;
    if (key && this.seen.get(key) === p.line) this.seen.set(key, -p.line);
  }

  /** A refused row counted, grouped and copied to the refused rows' file. */
  private async report(p: Prepared, problems: RowProblem[]): Promise<void> {
    this.counts.refused++;
    const fieldPrefix = p.unowned ? undefined : this.setup.fieldPrefix;
    for (const problem of problems) {
      this.groups.add(p.line, fieldPrefix ? { ...problem, field: [fieldPrefix, problem.field].filter(Boolean).join(' › ') } : problem);
    }
    await this.refused!.add(p.line, 'cells' in p.row ? p.row.cells : [JSON.stringify(p.row.value)], rowReasons(problems));
  }

  /** What the row would do (rowCheck.ts), against the record its identity names. */
  private check(p: Prepared, existing: StoredDocument | null | undefined): 'unchanged' | Accepted | RowProblem[] {
    const { imp, ctx, records } = this.setup;
    return checkRow({ imp, ctx, records, byPath: this.byPath, writeOnly: this.writeOnly }, p.body, p.identity!, existing);
  }

  /**
   * The batch's checked rows in one transaction, each through the records service's save; a refusal at the last moment
   * (a record changed or an id taken since the check) is answered, for written() to write the rows one by one.
   */
  private async writeAll(accepted: [Prepared, Accepted][]): Promise<AppError | undefined> {
    if (!accepted.length) return undefined;
    try {
      await this.inOneTransaction(accepted);
      return undefined;
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return err;
      throw err;
    }
  }

  /**
   * Counts what the batch's write did, in the file's order. A refusal failed its whole transaction: the rows are then
   * written one transaction each, so that the refused one is refused alone.
   */
  private async written(accepted: [Prepared, Accepted][], refusal: AppError | undefined): Promise<void> {
    if (!refusal) {
      for (const [, { action }] of accepted) this.counts[action]++;
      return;
    }
    for (const row of accepted) {
      try {
        await this.inOneTransaction([row]);
        this.counts[row[1].action]++;
      } catch (err) {
        if (!(err instanceof AppError && err.status < 500)) throw err;
        this.refusedByWrites++;
        this.forget(row[0]);
        await this.report(row[0], problemsOf(err, this.byPath));
        if (this.setup.stopAtFirstRefusal) {
          this.stoppedAt = row[0].line;
          return;
        }
      }
    }
  }

  /** The rows in one transaction (a deadlock's victim written again: storage/batchTransaction.ts). */
  private async inOneTransaction(rows: [Prepared, Accepted][]): Promise<void> {
    await inBatchTransaction(this.setup.pool, (client) => writeBatch(client, this.setup, rowsOf(rows)));
  }
}
