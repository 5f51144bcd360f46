// One line of an imported file as the body of a save (issue 31 §1): a CSV row through its columns' matches and the
// cells' reading, a JSON or NDJSON object through the extended-JSON decoding. What cannot be read is the row's
// refusal, by field label, before any check of the records service.
import type { ColumnMatch, ImportTarget } from './columns.js';
import { setPath } from './columns.js';
import { readCell } from './cells.js';
import { COMPUTED_KEYS, SERVER_KEYS } from '../validation/index.js';
import { decodeExtendedJson, RowError } from './extendedJson.js';

/** A reason a row is refused: the field's label (none: the row as a whole) and the French reason. */
export interface RowProblem {
  field?: string;
  reason: string;
}

export type RowReading = { body: Record<string, unknown> } | { problems: RowProblem[] };

/** A CSV row's cells as a record body; `matches` are the columns' (by position), `targets` what they may name. */
export function csvRowBody(cells: readonly string[], matches: readonly ColumnMatch[], targets: ReadonlyMap<string, ImportTarget>): RowReading {
  const body: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  matches.forEach((match, i) => {
    const target = match.path === null ? undefined : targets.get(match.path);
    if (!target || i >= cells.length) return;
    const read = readCell(cells[i], target.prop);
    if ('error' in read) problems.push({ field: target.label, reason: read.error });
    else if (read.value !== undefined) setPath(body, target.path, read.value);
  });
  return problems.length ? { problems } : { body };
}

/**
 * A parsed JSON line as a record body: `_cls` must be the imported type; keys that are no property are left out
 * (and counted by the caller through `unknownKeys`).
 */
export function jsonRowBody(value: unknown, type: string, known: ReadonlySet<string>, unknownKeys: Set<string>): RowReading {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problems: [{ reason: 'Un objet JSON est attendu sur cette ligne' }] };
  }
  let decoded: Record<string, unknown>;
  try {
    decoded = decodeExtendedJson(value) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof RowError) return { problems: [{ reason: err.message }] };
    throw err;
  }
  const cls = decoded._cls;
  if (cls !== undefined && cls !== type) {
    return { problems: [{ reason: `Type « ${String(cls).slice(0, 60)} » : ce fichier s'importe dans ${type}` }] };
  }
  const body: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(decoded)) {
    if (known.has(key)) body[key] = inner;
    // What the server keeps itself (dates, versions) is its own: not a key the file could set, nor one left out.
    else if (SERVER_KEYS.has(key) || COMPUTED_KEYS.has(key) || key === '_archived') continue;
    else if (unknownKeys.size < 100) unknownKeys.add(key);
  }
  return { body };
}
