// The one CSV writer of the server (spec 000 §2 Exports, issue 18): every CSV it stores or sends — export jobs, the
// accounting file, the subscriptions, the play statistics, tournament participants, gift codes — is written here, for
// French Excel (UTF-8 with a BOM, `;` between cells, CRLF lines) and with the formula rule on every text cell; and every
// CSV answer leaves through sendCsv, the only place that says `text/csv` (tests/api/csvDownloads.test.ts checks both).
import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null | undefined;
type Rows = AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>;

/** Excel runs a cell starting with one of these as a formula (or its DDE): such a text is prefixed with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative number is read as a number, never run: amounts such as `-12,34` stay as they are. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text);

const OPTIONS: Options = { delimiter: ';', bom: true, record_delimiter: 'windows', cast: { string: neutraliseFormula } };

/** A readable CSV text of a header and rows, produced as it is read (memory holds a few rows). */
export function csvStream(header: readonly string[], rows: Rows): Readable {
  const csv = stringify(OPTIONS);
  const source = Readable.from(withHeader(header, rows), { objectMode: true });
  source.on('error', (err) => csv.destroy(err));
  // A download the client left: the rows' source stops too, and its cursor gives its connection back.
  csv.on('close', () => source.destroy());
  return source.pipe(csv);
}

/** The whole CSV text of a header and a few rows (a bounded download). */
export const csvText = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string => stringifySync([header, ...rows], OPTIONS);

async function* withHeader(header: readonly string[], rows: Rows) {
  yield header;
  yield* rows;
}

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a CSV written by csvStream or csvText (or a file they wrote, with its size) as a download. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string | Readable, size?: number): FastifyReply {
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachment(fileName))
    .header('Cache-Control', 'private, no-store');
  if (size !== undefined) reply.header('Content-Length', size);
  return reply.send(csv);
}
