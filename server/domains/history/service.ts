// A record's history ('Historique' tab, issue 22 §1): its versions as the reader may see them, two of them compared,
// and one put back through the normal update (validation, hooks, audit, If-Match), which becomes a version itself.
// Versions and diffs go through the record's own redaction (recordView.ts): write-only and developer-only values
// never reach who may not read them.
import type pg from 'pg';
import { deepEqual, diffRecord } from '../../../model/diff.js';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema.js';
import { COMPUTED_KEYS, isPropertyLocked, keepLocked, lockMessage, SERVER_KEYS } from '../../../model/validation/index.js';
import { developerOnlyLock } from '../../../model/propertyVisibility.js';
import {
  NOTHING_TO_RESTORE,
  type HistoryChange,
  type HistoryVersion,
  type VersionDetail,
  type VersionsCompared,
  type VersionsPage,
} from '../../../model/history/index.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { CallContext } from '../../services/access.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import type { RecordService } from '../../services/records.js';
import { toApiRecord, type ApiRecord, type HiddenKeys, type Saved } from '../../services/recordView.js';
import { writeOnlyKeys } from '../../services/writeOnlyValues.js';
import {
  getVersions,
  keepBaseline,
  listVersions,
  previousVersion,
  type StoredVersion,
  type StoredVersionWithDoc,
} from '../../storage/recordVersions.js';

export const PAGE_SIZE = 50;

/** What a version shows that is not the record's content. */
const BOOKKEEPING = new Set([...SERVER_KEYS, '_archived', ...COMPUTED_KEYS]);

interface Reader {
  schema: DataSchema;
  hidden: HiddenKeys;
  /** Read through a reference: the label, nothing else (recordReader.ts), in every version too. */
  labelsOnly: boolean;
  key: { siteId: string; cls: string; id: string };
  archived: boolean;
}

/** What a labels-only reader sees of a record (RecordReader's view for them). */
const LABEL_KEYS = new Set(['_id', '_cls', 'label', 'updatedAt', '_archived']);

export class HistoryService {
  constructor(
    private pool: pg.Pool,
    private records: RecordService,
    private hooks: RecordHookRegistry,
    private jobLabel: (jobId: string) => Promise<string | undefined>,
  ) {}

  async list(ctx: CallContext, type: string, id: string, page: { before?: string; limit?: number }): Promise<VersionsPage> {
    const reader = await this.reader(ctx, type, id);
    const limit = Math.min(page.limit ?? PAGE_SIZE, PAGE_SIZE);
    let rows = await listVersions(this.pool, reader.key, { beforeSeq: page.before, limit: limit + 1 });
    if (!rows.length && !page.before) {
      await keepBaseline(this.pool, reader.key);
      rows = await listVersions(this.pool, reader.key, { limit: limit + 1 });
    }
    const shown = rows.slice(0, limit);
    const labels = await this.jobLabels(shown);
    const identical = await this.identicalToRecord(ctx, reader, shown);
    return {
      data: shown.map((row) => ({ ...this.versionOf(reader, row, labels), ...(identical.has(row.seq) && { identicalToRecord: true }) })),
      ...(rows.length > limit && { next: rows[limit - 1].seq }),
    };
  }

  /** One version as the form shows it, and what it changed from the version before it (when that one is kept). */
  async get(ctx: CallContext, type: string, id: string, seq: string): Promise<VersionDetail> {
    const reader = await this.reader(ctx, type, id);
    const [version] = await getVersions(this.pool, reader.key, [seq]);
    if (!version) throw notFound('Version introuvable');
    const before = await previousVersion(this.pool, reader.key, seq);
    const record = this.view(reader, version);
    return {
      ...this.versionOf(reader, version, await this.jobLabels([version])),
      record,
      changes: this.changes(reader, before && this.view(reader, before), record),
    };
  }

  /** Two versions side by side, `from` the older one; every field that differs, by label. */
  async compare(ctx: CallContext, type: string, id: string, a: string, b: string): Promise<VersionsCompared> {
    const reader = await this.reader(ctx, type, id);
    const found = await getVersions(this.pool, reader.key, [a, b]);
    const [older, newer] = [a, b].map((seq) => found.find((v) => v.seq === seq)).sort((x, y) => Number(BigInt(x?.seq ?? 0) - BigInt(y?.seq ?? 0)));
    if (!older || !newer) throw notFound('Version introuvable');
    const labels = await this.jobLabels(found);
    const [from, to] = [older, newer].map((v) => ({ ...this.versionOf(reader, v, labels), record: this.view(reader, v) }));
    return { from, to, changes: this.changes(reader, from.record, to.record) };
  }

  /**
   * 'Restaurer cette version': the record's content set back to the version's, through the normal update with the
   * client's If-Match. What the reader cannot see (write-only, developer-only values), what no update may write
   * (read-only, create-only) and what the schema no longer declares stay as they are now.
   */
  async restore(ctx: CallContext, type: string, id: string, seq: string, ifMatch: string | undefined): Promise<Saved> {
    if (!ifMatch) throw badRequest('IF_MATCH_REQUIRED', "Restaurer une version demande la version actuelle de l'enregistrement (en-tête If-Match)");
    const reader = await this.reader(ctx, type, id);
    const [version] = await getVersions(this.pool, reader.key, [seq]);
    if (!version) throw notFound('Version introuvable');
    if (reader.archived) {
      throw new AppError(409, 'ARCHIVED', "Cet enregistrement est archivé : sortez-le d'abord des archives pour restaurer une de ses versions");
    }
    const { record: current } = await this.records.get(ctx, type, id);
    const body = this.restoreBody(reader, current, version, ctx.user);
    // An update with nothing in it would still be a new version, the same as the one before it.
    if (!Object.keys(body).length) throw new AppError(409, 'NOTHING_TO_RESTORE', NOTHING_TO_RESTORE);
    return this.records.update(ctx, type, id, body, ifMatch, 'restoreVersion');
  }

  /**
   * What restoring `version` would write: the fields where the record differs from it, among those the reader may
   * see and an update may write (what the reader cannot see, read-only and create-only fields, and fields the schema
   * no longer declares stay as they are, at every depth of objects and lists).
   */
  private restoreBody(reader: Reader, current: ApiRecord, version: StoredVersionWithDoc, user: CallContext['user']): Record<string, unknown> {
    const open = this.hooks.says(reader.schema._id, 'replacesSchemaCheck');
    const declared = new Set(reader.schema.propertiesList.filter((p) => !isPropertyLocked(p, false)).map((p) => p.key));
    const writable = (r: ApiRecord) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !BOOKKEEPING.has(k) && !reader.hidden.has(k) && (open || declared.has(k))));
    const developerOnly = developerOnlyLock(user);
    const lockOf = (p: PropertyDefinition) => lockMessage(p, false) ?? developerOnly(p);
    const restored = writable(this.view(reader, version));
    for (const prop of reader.schema.propertiesList) {
      if (prop.key in restored) restored[prop.key] = keepLocked(prop, restored[prop.key], current[prop.key], lockOf);
    }
    return diffRecord(writable(current), restored);
  }

  /** The versions of `rows` whose restore would change nothing: the list offers no 'Restaurer cette version' for them. */
  private async identicalToRecord(ctx: CallContext, reader: Reader, rows: StoredVersion[]): Promise<Set<string>> {
    if (reader.archived || reader.labelsOnly || !rows.length) return new Set();
    const { record: current } = await this.records.get(ctx, reader.key.cls, reader.key.id);
    const versions = await getVersions(
      this.pool,
      reader.key,
      rows.map((r) => r.seq),
    );
    return new Set(versions.filter((v) => !Object.keys(this.restoreBody(reader, current, v, ctx.user)).length).map((v) => v.seq));
  }

  private async reader(ctx: CallContext, type: string, id: string): Promise<Reader> {
    const { schema, hidden, labelsOnly, archived } = await this.records.readableRecord(ctx, type, id);
    return { schema, hidden, labelsOnly, archived, key: { siteId: ctx.siteId, cls: schema._id, id } };
  }

  /** The version's document as the API shows the record to this reader (recordView.ts's redaction). */
  private view(reader: Reader, v: StoredVersionWithDoc): ApiRecord {
    const { createdAt: _created, ...record } = toApiRecord(
      { id: reader.key.id, doc: v.doc, createdAt: v.at, updatedAt: v.at, archived: v.archived, version: v.version },
      reader.schema,
      reader.hidden,
    );
    return (reader.labelsOnly ? Object.fromEntries(Object.entries(record).filter(([k]) => LABEL_KEYS.has(k))) : record) as ApiRecord;
  }

  private versionOf(reader: Reader, row: StoredVersion, jobLabels: Map<string, string>): HistoryVersion {
    const secret = writeOnlyKeys(reader.schema);
    return {
      seq: row.seq,
      version: row.version,
      at: row.at.toISOString(),
      action: row.action,
      login: row.login,
      via: row.via,
      ...(row.jobId && { jobId: row.jobId, jobLabel: jobLabels.get(row.jobId) ?? null }),
      ...(row.copiedFrom && { copiedFrom: row.copiedFrom }),
      archived: row.archived,
      // A write-only value is named as changed (never its value); a developer-only one not at all to others.
      changed: row.changed
        .filter((k) => !BOOKKEEPING.has(k) && (!reader.hidden.has(k) || secret.has(k)))
        .map((key) => ({ key, label: this.label(reader, key) })),
    };
  }

  private changes(reader: Reader, from: ApiRecord | undefined, to: ApiRecord): HistoryChange[] {
    const keys = new Set([...Object.keys(from ?? {}), ...Object.keys(to)].filter((k) => !BOOKKEEPING.has(k)));
    return [...keys]
      .filter((key) => !deepEqual(from?.[key], to[key]))
      .map((key) => ({ key, label: this.label(reader, key), ...(from && { from: from[key] ?? null }), to: to[key] ?? null }));
  }

  private label(reader: Reader, key: string): string {
    return reader.schema.propertiesList.find((p) => p.key === key)?.label ?? key;
  }

  private async jobLabels(rows: StoredVersion[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((r) => r.jobId).filter((id): id is string => !!id))];
    const labels = await Promise.all(ids.map(async (id) => [id, await this.jobLabel(id)] as const));
    return new Map(labels.filter((e): e is [string, string] => e[1] !== undefined));
  }
}
