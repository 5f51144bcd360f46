// Imports (issue 31): a file uploaded into the site's private folder, its columns matched, then a dry run and an
// import, each a job reading the file as a stream (engine.ts), and the import's page. Who may: whoever may write the
// type on that site (resolveWrite: super administrators for global types), asked on every call and before each batch.
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { BY_CLS, type ImportRun, type ImportUploaded, type ImportView } from '../../../model/imports/index.js';
import { importTargets, matchColumns, type ColumnMatch, type ImportTarget } from '../../../model/imports/index.js';
import { refusalSentence } from '../../../model/imports/index.js';
import { sniffFile } from '../../../model/imports/index.js';
import type { SessionUser } from '../../../model/rights.js';
import type { JobService } from '../../jobs/index.js';
import type { JobContext } from '../../jobs/types.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { resolveWrite, type CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import { hiddenKeys } from '../../services/recordView.js';
import { writeOnlyKeys } from '../../services/writeOnlyValues.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type { FileStore } from '../../storage/fileStore.js';
import { ImportPass, type PassOutcome } from './engine.js';
import { counted, FileError, fileRows } from './fileReader.js';
import { dumpParts, mayImportDump, type DumpPart } from './dump.js';
import { RefusedFile, refusedFilePath } from './refusedFile.js';
import { claimImport, insertImport, listImports, readImport, saveOutcome, type ImportRow } from './storage.js';
import { withImportSearchWrites } from '../../storage/importSearchWrites.js';

export const CHECK_JOB = 'import-check';
export const RUN_JOB = 'import-run';

/** The largest file an import takes (docs/api.md "Imports"): read as a stream, so bounded by storage, not memory. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
export const tooLarge = () => new AppError(413, 'TOO_LARGE', `Fichier trop volumineux (au plus ${MAX_IMPORT_BYTES / 1024 / 1024} Mo)`);
/** Imports listed in the tab, newest first. */
const LISTED = 20;

export interface ImportJobParams {
  importId: string;
  type: string;
  stopAtFirstRefusal?: boolean;
}

export interface ImportDeps {
  pool: pg.Pool;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  records: RecordService;
  store: FileStore;
  jobs: Pick<JobService, 'start'>;
}

const sourcePath = (id: string) => `imports/${id}/source`;
const privatePath = (relPath: string) => `private/${relPath}`;
/** Where an import's file is kept until it is imported (or expires: retention.ts). */
export const sourceFile = (id: string): string => privatePath(sourcePath(id));

export class ImportService {
  constructor(private readonly deps: ImportDeps) {}

  get pool(): pg.Pool {
    return this.deps.pool;
  }

  /** The paths a file may fill for this user: what they may read and write of the type. */
  private targets(ctx: CallContext, type: string): ImportTarget[] {
    if (type === BY_CLS) return (mayImportDump(ctx.user), []);
    const schema = resolveWrite(this.deps.registry, this.deps.sites, ctx, type);
    // Write-only values (passwords) are written as a save writes them, hashed; only developer-only ones are hidden.
    const writeOnly = writeOnlyKeys(schema);
    return importTargets(schema, new Set([...hiddenKeys(schema, ctx.user)].filter((k) => !writeOnly.has(k))));
  }

  /** Stores the file, tells its format, matches a CSV's columns; nothing is read past its header. */
  async upload(ctx: CallContext, type: string, fileName: string, stream: Readable & { truncated?: boolean }): Promise<ImportUploaded> {
    const targets = this.targets(ctx, type);
    const id = crypto.randomUUID();
    const { store } = this.deps;
    await store.savePrivate(ctx.siteId, sourcePath(id), stream);
    const refuse = async (err: AppError) => {
      await store.remove(ctx.siteId, sourceFile(id));
      throw err;
    };
    if (stream.truncated) return refuse(tooLarge());
    const sniffed = sniffFile((await store.sample(ctx.siteId, sourceFile(id))) ?? Buffer.alloc(0), fileName);
    if ('error' in sniffed) return refuse(badRequest('BAD_FILE', sniffed.error));
    if (type === BY_CLS && sniffed.format === 'csv') {
      return refuse(badRequest('BAD_FILE', 'Un import de plusieurs types lit du JSON ou des lignes JSON, chaque objet avec son « _cls »'));
    }
    let columns: ColumnMatch[] = [];
    if (sniffed.format === 'csv') {
      try {
        columns = matchColumns(targets, await this.header(ctx.siteId, id, sniffed.delimiter));
      } catch (err) {
        if (err instanceof FileError) return refuse(badRequest('BAD_FILE', err.message));
        throw err;
      }
    }
    const row = await insertImport(this.deps.pool, {
      id,
      siteId: ctx.siteId,
      type,
      userId: ctx.user._id,
      login: ctx.user.login,
      fileName: fileName.slice(0, 300),
      format: sniffed.format,
      columns,
    });
    return { import: this.view(row), targets: targets.map((t) => ({ path: t.path, label: t.label })) };
  }

  private async header(siteId: string, id: string, delimiter: string): Promise<string[]> {
    const opened = await this.deps.store.openPrivate(siteId, sourcePath(id));
    const rows = fileRows(opened!.stream, 'csv', delimiter);
    try {
      const first = await rows.next();
      if (first.done || !('cells' in first.value)) throw new FileError('Le fichier est vide');
      return first.value.cells;
    } finally {
      opened!.stream.destroy();
      await rows.return(undefined);
    }
  }

  /** An import of this site whose type this user may write, else 404 / 403. */
  async owned(ctx: CallContext, id: string): Promise<ImportRow> {
    const row = /^[0-9a-f-]{36}$/.test(id) ? await readImport(this.deps.pool, ctx.siteId, id) : undefined;
    if (!row) throw notFound('Import introuvable');
    this.targets(ctx, row.type);
    return row;
  }

  async get(ctx: CallContext, id: string): Promise<ImportView> {
    return this.view(await this.owned(ctx, id));
  }

  /** The type's last imports on the site, for whoever may import it: each one's page is where it is undone. */
  async list(ctx: CallContext, type: string): Promise<{ data: ImportView[] }> {
    resolveWrite(this.deps.registry, this.deps.sites, ctx, type);
    return { data: (await listImports(this.deps.pool, ctx.siteId, type, LISTED)).map((row) => this.view(row)) };
  }

  view(row: ImportRow): ImportView {
    return { ...row, refusals: row.refusals.map((g) => ({ ...g, text: refusalSentence(g) })) };
  }

  /** 'Vérifier' (a dry run) with the user's settings, or 'Importer' with the settings the last dry run checked. */
  async start(ctx: CallContext, id: string, run: ImportRun, dryRun: boolean): Promise<{ jobId: string }> {
    const params = await this.claim(ctx, id, run, dryRun);
    try {
      const job = await this.deps.jobs.start(dryRun ? CHECK_JOB : RUN_JOB, {
        siteId: ctx.siteId,
        params: { ...params },
        startedBy: { id: ctx.user._id, login: ctx.user.login },
      });
      await claimImport(this.deps.pool, id, [dryRun ? 'checking' : 'importing'], { state: dryRun ? 'checking' : 'importing', jobId: job.id });
      return { jobId: job.id };
    } catch (err) {
      await saveOutcome(this.deps.pool, id, { state: 'failed' });
      throw err;
    }
  }

  /** Moves the import to its dry run or its import with the settings checked: the params of the pass that follows. */
  async claim(ctx: CallContext, id: string, run: ImportRun, dryRun: boolean): Promise<ImportJobParams> {
    const imp = await this.owned(ctx, id);
    if (imp.state === 'expired') throw new AppError(409, 'FILE_EXPIRED', `Le fichier de cet import ${imp.fileError}`);
    const settings = dryRun ? this.settings(ctx, imp, run) : {};
    if (!dryRun && (imp.state !== 'checked' || imp.fileError)) {
      throw new AppError(409, 'NOT_CHECKED', "Lancez d'abord une vérification (essai à blanc) réussie de ce fichier");
    }
    const from = dryRun ? (['uploaded', 'checked', 'failed'] as const) : (['checked'] as const);
    if (!(await claimImport(this.deps.pool, id, from, { state: dryRun ? 'checking' : 'importing', dryRun, ...settings }))) {
      throw new AppError(409, 'BUSY', 'Cet import est déjà en cours ou terminé');
    }
    return { importId: id, type: imp.type, stopAtFirstRefusal: run.stopAtFirstRefusal === true };
  }

  /** The mode, key and columns of a dry run, checked against what this user may import of the type. */
  private settings(ctx: CallContext, imp: ImportRow, run: ImportRun) {
    const targets = this.targets(ctx, imp.type);
    const mode = run.mode ?? 'create';
    const key = run.key ?? '_id';
    // A dump's types have each their own properties: its rows are found by `_id`.
    if (key !== '_id' && (mode !== 'upsert' || !targets.some((t) => t.path === key))) {
      throw badRequest(
        'BAD_KEY',
        `« ${key} » : une création ou une mise à jour trouve les enregistrements par leur identifiant ; un ajout ou mise à jour, par un champ du type`,
      );
    }
    if (!run.columns) return { mode, key };
    const paths = new Set(targets.map((t) => t.path));
    if (imp.format !== 'csv' || run.columns.length !== imp.columns.length || run.columns.some((p) => p !== null && !paths.has(p))) {
      throw badRequest('BAD_COLUMNS', `Une colonne par colonne du fichier (${imp.columns.length}), chacune un champ du type ou null`);
    }
    return { mode, key, columns: imp.columns.map((c, i) => ({ column: c.column, path: run.columns![i] })) };
  }

  /** Asked before each batch: the starter may still write the type on that site. */
  mayRun(user: SessionUser, job: JobContext<ImportJobParams>): void {
    this.targets({ user, siteId: job.siteId }, job.params.type);
  }

  /** The job of a dry run or an import: one pass over the file (a dump: one per type), its outcome saved on the import. */
  async run(job: JobContext<ImportJobParams>, dryRun: boolean) {
    const { pool, store, records } = this.deps;
    const imp = await readImport(pool, job.siteId, job.params.importId);
    if (!imp || !job.user) throw notFound('Import introuvable');
    const ctx = { user: job.user, siteId: job.siteId };
    const sample = await store.sample(job.siteId, sourceFile(imp.id));
    const sniffed = sample && sniffFile(sample, imp.fileName);
    const gone = notFound("Le fichier de l'import n'est plus là");
    const open = async () => (await store.openPrivate(job.siteId, sourcePath(imp.id))) ?? Promise.reject(gone);
    if (!sniffed || 'error' in sniffed) throw gone;
    let refused: RefusedFile | undefined;
    const outcomes: PassOutcome[] = [];
    // The rows met so far, by type: a reference names a row of the file whichever type's pass read it.
    const seen = new Map<string, number>();
    try {
      const parts: (Partial<DumpPart> & { type: string })[] =
        imp.type === BY_CLS
          ? await dumpParts((await open()).stream, sniffed.format, this.deps.registry, (type) => this.targets(ctx, type))
          : [{ type: imp.type }];
      for (const [i, part] of parts.entries()) {
        const opened = await open();
        let bytes = 0;
        const stream = counted(opened.stream, (n) => (bytes = n));
        const share = (rows: number) => `${rows.toLocaleString('fr-FR')} lignes lues${part.select ? ` (${part.type})` : ''}`;
        const pass = new ImportPass({
          imp: { ...imp, type: part.type },
          columns: imp.columns,
          targets: this.targets(ctx, part.type),
          ctx,
          dryRun,
          stopAtFirstRefusal: job.params.stopAtFirstRefusal === true,
          records,
          pool,
          refusedFile: (header) => (refused ??= new RefusedFile(store, job.siteId, imp.id, header)),
          step: (rows) => job.progress((i + (opened.size ? bytes / opened.size : 1)) / parts.length, share(rows)),
          signal: job.signal,
          seen,
          ...(part.select && { select: part.select, fieldPrefix: part.type }),
        });
        const passed = () => pass.run(fileRows(stream, sniffed.format, sniffed.delimiter)).finally(() => opened.stream.destroy());
        outcomes.push(await (dryRun ? passed() : withImportSearchWrites(pool, part.type, passed)));
        if (outcomes.at(-1)!.stoppedAt) break;
      }
      await refused?.close();
    } catch (err) {
      refused?.abandon();
      if (!(err instanceof FileError)) throw err;
      await saveOutcome(pool, imp.id, { state: 'failed', fileError: err.message });
      throw badRequest('BAD_FILE', err.message);
    }
    return this.finish(job, imp, dryRun, outcomes);
  }

  /** The passes' outcomes as the import's: figures summed, refusals one after the other. */
  private async finish(job: JobContext<ImportJobParams>, imp: ImportRow, dryRun: boolean, outcomes: PassOutcome[]) {
    const counts = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0 };
    for (const o of outcomes) for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += o.counts[k];
    const refusals = outcomes.flatMap((o) => o.refusals);
    const leftOut =
      imp.format === 'csv' ? imp.columns.filter((c) => c.path === null).map((c) => c.column) : [...new Set(outcomes.flatMap((o) => o.leftOut))];
    await saveOutcome(this.deps.pool, imp.id, { state: dryRun ? 'checked' : 'imported', counts, refusals, leftOut, fileError: '' });
    // An import done is never run again (its undo reads what it wrote): its file goes; the refused rows' stay with its page.
    if (!dryRun) await this.deps.store.remove(imp.siteId, sourceFile(imp.id));
    const stoppedAt = outcomes.find((o) => o.stoppedAt)?.stoppedAt;
    const stopped = stoppedAt ? ` ; arrêté au premier refus, ligne ${stoppedAt}` : '';
    await job.log(
      `${dryRun ? 'Essai à blanc' : 'Import'} : ${counts.created} créés, ${counts.updated} mis à jour, ${counts.unchanged} inchangés, ${counts.refused} refusés${stopped}`,
    );
    return counts;
  }

  /** A job that ended failed or cancelled leaves its import failed (a new dry run may start). */
  async ended(params: ImportJobParams): Promise<void> {
    await claimImport(this.deps.pool, params.importId, ['checking', 'importing'], { state: 'failed' });
  }

  async refusedRows(ctx: CallContext, id: string): Promise<{ stream: Readable; size: number; fileName: string }> {
    const imp = await this.owned(ctx, id);
    const opened = await this.deps.store.openPrivate(ctx.siteId, refusedFilePath(imp.id));
    if (!opened || imp.counts.refused === 0 || imp.fileError) throw notFound('Aucune ligne refusée pour cet import');
    return { ...opened, fileName: `lignes-refusees-${imp.fileName.replace(/\.[^.]*$/, '')}.csv` };
  }
}
