// What one row of an import would do to the record its identity names (issue 31 §2): unchanged, a creation (a
// restore for an archived record), an update, or refused — checked by the records service without writing, with the
// same rights, validation and hooks as a save, and its refusal told field by field in the report's words.
import { deepEqual } from '../../../model/diff.js';
import type { ImportTarget, RowProblem } from '../../../model/imports/index.js';
import { AppError } from '../../errors.js';
import type { CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import type { StoredDocument } from '../../storage/documents.js';
import type { Accepted } from './batchWriter.js';
import type { Identity } from './identity.js';
import type { ImportRow } from './storage.js';

export interface RowCheckSetup {
  imp: Pick<ImportRow, 'type' | 'mode' | 'key'>;
  ctx: CallContext;
  records: RecordService;
  byPath: ReadonlyMap<string, ImportTarget>;
  /** Write-only properties (a password): a stored value is kept. */
  writeOnly: ReadonlySet<string>;
}

/** The keys of `body` whose value differs from the stored record's. */
function changesTo(doc: Record<string, unknown>, body: Record<string, unknown>, writeOnly: ReadonlySet<string>): Record<string, unknown> {
  // A write-only value (a password) sets a record's that has none; a stored one, a hash, is kept: a retry changes nothing.
  const changed = ([k, v]: [string, unknown]) => k !== '_id' && !(writeOnly.has(k) && doc[k] !== undefined) && !deepEqual(doc[k], v);
  return Object.fromEntries(Object.entries(body).filter(changed));
}

/** What the row would do, checked by the records service without writing; its refusal's reasons otherwise. */
export function checkRow(
  { imp, ctx, records, byPath, writeOnly }: RowCheckSetup,
  rowBody: Record<string, unknown> | undefined,
  identity: Identity,
  existing: StoredDocument | null | undefined,
): 'unchanged' | Accepted | RowProblem[] {
  if (existing === null) return [{ field: byPath.get(imp.key)?.label, reason: 'valeur partagée par plusieurs enregistrements' }];
  const body = identity.by === 'id' ? { ...rowBody, _id: identity.id } : rowBody!;
  try {
    if (existing?.archived) {
      // An undone import's records, say: brought back from the archives, as a creation the undo archives again.
      if (imp.mode === 'update') return [{ reason: "l'enregistrement de cet identifiant est archivé : restaurez-le d'abord" }];
      const changes = changesTo(existing.doc, body, writeOnly);
      records.checkWrite(ctx, imp.type, changes, existing);
      return { action: 'created', body: changes, existing, restore: true };
    }
    if (existing) {
      const changes = changesTo(existing.doc, body, writeOnly);
      if (!Object.keys(changes).length) return 'unchanged';
      if (imp.mode === 'create') return [{ reason: 'un enregistrement de cet identifiant existe déjà et diffère (import en création seule)' }];
      records.checkWrite(ctx, imp.type, changes, existing);
      return { action: 'updated', body: changes, existing };
    }
    if (imp.mode === 'update') return [{ field: 'Identifiant', reason: 'ne désigne aucun enregistrement' }];
    records.checkWrite(ctx, imp.type, body);
    return { action: 'created', body };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return problemsOf(err, byPath);
    throw err;
  }
}

/** A refusal of the records service as the report says it: each field by its label, or the refusal's message. */
export function problemsOf(err: AppError, byPath: ReadonlyMap<string, ImportTarget>): RowProblem[] {
  const fields = Object.entries(err.fields ?? {});
  if (!fields.length) return [{ reason: err.message }];
  return fields.map(([path, reason]) => ({ field: byPath.get(path)?.label ?? path, reason }));
}
