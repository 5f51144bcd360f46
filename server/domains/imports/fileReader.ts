// An imported file read as a stream (issue 31 §3): one row at a time, whatever its size, through csv-parse, stream-json
// or line by line for NDJSON. What makes the file as a whole unreadable (an unclosed quote, broken JSON, a row of too
// many columns) is a FileError naming its line: the dry run reports it, and no import starts from such a file.
import readline from 'node:readline';
import { Transform, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import StreamArray from 'stream-json/streamers/StreamArray.js';
import type { ImportFormat } from '../../../model/imports/index.js';

export class FileError extends Error {}

/** A row: a CSV record's cells, or a parsed JSON value; `line` is the file's line (a JSON array: the element's number). */
export type FileRow = { line: number; cells: string[] } | { line: number; value: unknown };

/** Columns of a CSV row; a header or row wider than this is refused, not held in memory. */
export const MAX_COLUMNS = 500;
/** Characters of one CSV row or NDJSON line. */
const MAX_ROW_CHARS = 1_000_000;

function csvFault(err: CsvError): FileError {
  const line = (err as CsvError & { lines?: number }).lines ?? 0;
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new FileError(`Guillemet ouvert et jamais fermé (fichier lu jusqu'à la ligne ${line})`);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new FileError(`Ligne ${line} : guillemet mal placé (un texte entre guillemets doit finir la cellule)`);
    case 'CSV_MAX_RECORD_SIZE':
      return new FileError(`Ligne ${line} : ligne de plus de ${MAX_ROW_CHARS.toLocaleString('fr-FR')} caractères`);
    default:
      return new FileError(`Ligne ${line} : CSV illisible`);
  }
}

async function* csvRows(stream: Readable, delimiter: string): AsyncGenerator<FileRow> {
  const parser = stream.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, max_record_size: MAX_ROW_CHARS, info: true, skip_empty_lines: true }),
  );
  stream.on('error', (err) => parser.destroy(err));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length > MAX_COLUMNS) throw new FileError(`Ligne ${info.lines} : ${record.length} colonnes, au plus ${MAX_COLUMNS}`);
      yield { line: info.lines, cells: record };
    }
  } catch (err) {
    throw err instanceof CsvError ? csvFault(err) : err;
  }
}

async function* ndjsonRows(stream: Readable): AsyncGenerator<FileRow> {
  stream.setEncoding('utf8');
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  for await (const raw of lines) {
    line++;
    const text = line === 1 ? raw.replace(/^\ufeff/, '') : raw;
    if (!text.trim()) continue;
    if (text.length > MAX_ROW_CHARS) throw new FileError(`Ligne ${line} : ligne de plus de ${MAX_ROW_CHARS.toLocaleString('fr-FR')} caractères`);
    try {
      yield { line, value: JSON.parse(text) };
    } catch (err) {
      if (err instanceof SyntaxError) throw new FileError(`Ligne ${line} : JSON mal formé`);
      throw err;
    }
  }
}

async function* jsonArrayRows(stream: Readable): AsyncGenerator<FileRow> {
  const pipeline = StreamArray.withParser();
  stream.on('error', (err) => pipeline.destroy(err));
  stream.pipe(pipeline);
  let count = 0;
  try {
    for await (const item of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
      count = item.key + 1;
      yield { line: count, value: item.value };
    }
  } catch (err) {
    if (err instanceof FileError || !(err instanceof Error)) throw err;
    throw new FileError(`Élément ${count + 1} du tableau : JSON mal formé`);
  }
}

/** The rows of a file, the header first for a CSV; throws a FileError where the file stops being readable. */
export function fileRows(stream: Readable, format: ImportFormat, delimiter: string): AsyncGenerator<FileRow> {
  if (format === 'csv') return csvRows(stream, delimiter);
  if (format === 'ndjson') return ndjsonRows(stream);
  return jsonArrayRows(stream);
}

/** Counts the bytes that pass, for the progress bar. */
export function counted(stream: Readable, onBytes: (n: number) => void): Readable {
  let read = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      read += chunk.length;
      onBytes(read);
      done(null, chunk);
    },
  });
  stream.on('error', (err) => tap.destroy(err));
  return stream.pipe(tap);
}
