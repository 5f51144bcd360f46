// Compare and copy one record to another site or server (spec 001 §4, §7, §8): the target's version and the diff,
// the references it holds (missing ones offered for copy), then the copy through the target's validation and rights,
// referenced records and files first.
import { diffRecord } from '../../../model/diff.js';
import { collectionPath } from '../../../model/paths.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { ApiRecord } from '../../services/recordView.js';
import { labelOf } from '../../services/recordView.js';
import type { Comparison as ComparisonOf, CopyOutcome as CopyOutcomeOf } from '../../../model/environments/index.js';
import { fieldDiff, SYSTEM_KEYS } from './fieldDiff.js';
import { referencesOf, type RecordRef } from './references.js';
import type { Side } from './sides.js';

export type Comparison = ComparisonOf<ApiRecord>;
export type CopyOutcome = CopyOutcomeOf<ApiRecord>;

/** What a copy compares: the record without the bookkeeping of its server. */
export const content = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !SYSTEM_KEYS.has(k)));

/**
 * What a copy may write: read-only properties (counters, states the target computes) are never written through the
 * API, nor create-only ones on an update.
 */
function writable(schema: DataSchema | undefined, record: Record<string, unknown>, isNew: boolean): Record<string, unknown> {
  const locked = new Set(schema?.propertiesList.filter((p) => p.readOnly || (!isNew && p.createOnly)).map((p) => p.key));
  return Object.fromEntries(Object.entries(record).filter(([k]) => !locked.has(k)));
}

const updateTo = (target: Side, schema: DataSchema | undefined, type: string, id: string, existing: ApiRecord, record: Record<string, unknown>) =>
  target.update(type, id, writable(schema, diffRecord(content(existing), content(record)), false));

/**
 * Creates `record` as `id` on the target. An id stays taken once its record is archived (deleted): such a record is
 * restored, then updated to the copy, so that what was deleted there can be copied again.
 */
async function createOrRevive(target: Side, schema: DataSchema | undefined, type: string, id: string, record: Record<string, unknown>) {
  try {
    return await target.create(type, { _id: id, ...writable(schema, content(record), true) });
  } catch (err) {
    if (!(err instanceof AppError && err.status === 409 && err.code === 'CONFLICT')) throw err;
    // Not archived (a live record taken meanwhile, a singleton under another id): the conflict stands as it was said.
    const restored = await target.restore(type, id).then(
      () => true,
      () => false,
    );
    if (!restored) throw err;
    try {
      const revived = await target.get(type, id);
      if (!revived) throw err;
      return await updateTo(target, schema, type, id, revived, record);
    } catch (failure) {
      // A copy refused by the target leaves its deleted record deleted, as it was.
      await target.archive(type, id).catch(() => undefined);
      throw failure;
    }
  }
}

/** Writes `record` as `id` on the target, through its validation and rights: created, or updated by its differences. */
export async function upsert(
  target: Side,
  schema: DataSchema,
  id: string,
  record: Record<string, unknown>,
): Promise<{ resource: ApiRecord; created: boolean }> {
  const existing = await target.get(schema._id, id);
  const resource = existing
    ? await updateTo(target, schema, schema._id, id, existing, record)
    : await createOrRevive(target, schema, schema._id, id, record);
  return { resource, created: !existing };
}

export class Transfer {
  private target: Side;

  constructor(
    private source: Side,
    target: Side,
    private isRecordType: (cls: string) => boolean,
    private schemaOf: (cls: string) => DataSchema | undefined,
  ) {
    if (source.env === target.env && source.siteId === target.siteId) {
      throw badRequest('SAME_TARGET', 'La cible est la ressource elle-même : choisissez un autre environnement ou un autre site');
    }
    // Every write on the target is a copy of the source's records: their versions name it.
    this.target = target.copyingFrom({ env: source.env, siteId: source.siteId });
  }

  linkOf(schema: DataSchema, id: string): string {
    return `${this.target.consoleUrl}/${encodeURIComponent(this.target.siteId)}/${collectionPath(schema)}/${encodeURIComponent(id)}`;
  }

  private async sourceRecord(type: string, id: string): Promise<ApiRecord> {
    const record = await this.source.get(type, id);
    if (!record) throw notFound('Enregistrement introuvable');
    return record;
  }

  async compare(schema: DataSchema, id: string): Promise<Comparison> {
    const record = await this.sourceRecord(schema._id, id);
    const target = (await this.target.get(schema._id, id)) ?? null;
    const refs = this.referencesOf(schema, record);
    const missing = await this.target.missing(refs.records, refs.files);
    const missingRecords = new Set(missing.records.map((r) => `${r._cls}/${r._id}`));
    const missingFiles = new Set(missing.files);
    const labels = await this.labels(refs.records);
    return {
      found: !!target,
      target,
      changes: fieldDiff(target ?? undefined, record),
      references: [
        ...refs.records.map((r) => ({
          kind: 'record' as const,
          ...r,
          label: labels.get(`${r._cls}/${r._id}`) ?? r._id,
          missing: missingRecords.has(`${r._cls}/${r._id}`),
        })),
        ...refs.files.map((path) => ({ kind: 'file' as const, path, label: path.split('/').pop() ?? path, missing: missingFiles.has(path) })),
      ],
      link: this.linkOf(schema, id),
    };
  }

  /**
   * Copies the record, after the chosen referenced records that the target lacks and every file they use.
   * `targetType`: the type written on the target (the comparison page may pair two types).
   */
  async copy(schema: DataSchema, id: string, withReferences: RecordRef[] = [], targetSchema: DataSchema = schema): Promise<CopyOutcome> {
    const record = await this.sourceRecord(schema._id, id);
    const refs = this.referencesOf(schema, record);
    const chosen = refs.records.filter((r) => withReferences.some((w) => w._cls === r._cls && w._id === r._id));
    const copied: CopyOutcome['copied'] = [];
    const warnings: string[] = [];
    const files = new Set(refs.files);
    for (const ref of (await this.target.missing(chosen, [])).records) {
      const referenced = await this.source.get(ref._cls, ref._id);
      if (!referenced) {
        warnings.push(`${ref._cls} ${ref._id} introuvable ici : non copié`);
        continue;
      }
      for (const path of this.referencesOf(this.schemaOf(ref._cls), referenced).files) files.add(path);
      await createOrRevive(this.target, this.schemaOf(ref._cls), ref._cls, ref._id, referenced);
      copied.push({ ...ref, label: labelOf(referenced) });
    }
    let fileCount = 0;
    for (const path of (await this.target.missing([], [...files])).files) {
      const bytes = await this.source.readFile(path).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return undefined;
        throw err;
      });
      if (!bytes) {
        warnings.push(`Fichier ${path} absent ici : non copié`);
        continue;
      }
      await this.target.writeFile(path, bytes);
      fileCount++;
    }
    const { resource, created } = await upsert(this.target, targetSchema, id, record);
    return { resource, link: this.linkOf(targetSchema, id), created, copied, files: fileCount, warnings };
  }

  private referencesOf(schema: DataSchema | undefined, record: ApiRecord) {
    return referencesOf(schema?.propertiesList, record, this.isRecordType);
  }

  private async labels(refs: RecordRef[]): Promise<Map<string, string>> {
    const labels = new Map<string, string>();
    const byType = new Map<string, string[]>();
    for (const r of refs) byType.set(r._cls, [...(byType.get(r._cls) ?? []), r._id]);
    for (const [cls, ids] of byType) {
      const found = await this.source.some(cls, ids).catch(() => []);
      for (const rec of found) labels.set(`${cls}/${rec._id}`, labelOf(rec));
    }
    return labels;
  }
}
