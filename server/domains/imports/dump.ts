// A dump of several types in one file (issue 31 §6): JSON or JSON lines, each object with its `_cls`, as mongoexport
// writes a publisher's collections. The file is read once to list its types, then once per type, in the order its
// references need (authors before contents, users before purchases), each type's rows through the same pass as a
// one-type import, `_id`s kept. For super administrators, who may write every type of a site.
import type { Readable } from 'node:stream';
import { dumpOrder } from '../../../model/imports/index.js';
import type { ImportFormat } from '../../../model/imports/index.js';
import type { RowProblem } from '../../../model/imports/index.js';
import { holdsReferences } from '../../../model/propertyTypes.js';
import type { SessionUser } from '../../../model/rights.js';
import { AppError, forbidden } from '../../errors.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { FileError, fileRows, type FileRow } from './fileReader.js';

/** Types one dump may hold: past them, a row is refused as of a type the import does not take. */
const MAX_TYPES = 50;

export function mayImportDump(user: SessionUser): void {
  if (!user.superAdmin) throw forbidden("Seul un super administrateur peut importer plusieurs types à la fois (d'après « _cls »)");
}

/** One pass of a dump: a type, and which rows of the file are its own (true), another's (false), or refused. */
export interface DumpPart {
  type: string;
  select: (row: FileRow) => boolean | RowProblem;
}

const clsOf = (row: FileRow): unknown =>
  'value' in row && typeof row.value === 'object' && row.value !== null ? (row.value as Record<string, unknown>)._cls : undefined;

/**
 * Reads the file once for its types, each checked by `writable` (which throws an AppError when this user may not
 * import it there); answers the passes in reference order. Rows without `_cls` or of a type not taken are refused
 * by the first pass.
 */
export async function dumpParts(
  stream: Readable,
  format: ImportFormat,
  registry: SchemaRegistry,
  writable: (type: string) => void,
): Promise<DumpPart[]> {
  const met: string[] = [];
  const refused = new Map<string, string>();
  for await (const row of fileRows(stream, format, ',')) {
    const cls = clsOf(row);
    if (typeof cls !== 'string' || met.includes(cls) || refused.has(cls) || refused.size > MAX_TYPES) continue;
    try {
      if (met.length >= MAX_TYPES) throw new AppError(400, 'TOO_MANY_TYPES', `Plus de ${MAX_TYPES} types dans le fichier`);
      writable(cls);
      met.push(cls);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      refused.set(cls, err.message);
    }
  }
  const references = (type: string) =>
    registry
      .get(type)!
      .propertiesList.filter(holdsReferences)
      .flatMap((p) => p.objectType ?? []);
  if (!met.length) {
    const why = [...refused].map(([cls, reason]) => ` (${cls.slice(0, 60)} : ${reason})`)[0] ?? '';
    throw new FileError(`Aucune ligne d'un type que cet import prend, d'après son « _cls »${why}`);
  }
  return dumpOrder(met, references).map((type, i) => ({
    type,
    select: (row) => {
      const cls = clsOf(row);
      if (cls === type) return true;
      if (i > 0 || (typeof cls === 'string' && met.includes(cls))) return false;
      if (typeof cls !== 'string') return { reason: '« _cls » manquant : un import de plusieurs types prend le type de chaque ligne' };
      return { reason: refused.get(cls) ?? `Type « ${cls.slice(0, 60)} » : plus de ${MAX_TYPES} types dans le fichier` };
    },
  }));
}
