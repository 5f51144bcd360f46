// CSV for French Excel (spec 000 §2 Exports): UTF-8 with a BOM, `;` between cells, CRLF lines, through csv-stringify.
// Also what other domains stream their own CSV through (the play statistics export, say): csvStream(header, rows).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A readable CSV text of a header and rows of cell texts, produced as it is read (memory holds a few rows). */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>): Readable {
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  const source = Readable.from(withHeader(header, rows), { objectMode: true });
  source.on('error', (err) => csv.destroy(err));
  // A download the client left: the rows' source stops too, and its cursor gives its connection back.
  csv.on('close', () => source.destroy());
  return source.pipe(csv);
}

async function* withHeader(header: readonly string[], rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>) {
  yield header;
  yield* rows;
}
