// The refused rows of a dry run or an import as a CSV (issue 31 §2): each row as the file gave it, its line and a
// column of reasons, written through the console's one CSV writer (the exports domain's csv.ts: `;`, BOM, CRLF, formulas
// neutralised) into the site's private folder while the rows are read, so that memory holds a few of them.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { csvStream, type CsvCell } from '../exports/index.js';
import type { FileStore } from '../../storage/fileStore.js';

/** Where an import's refused rows are kept, in its site's private folder. */
export const refusedFilePath = (importId: string) => `imports/${importId}/refused.csv`;

export class RefusedFile {
  private readonly rows = new PassThrough({ objectMode: true, highWaterMark: 64 });
  private readonly saved: Promise<number>;

  constructor(store: FileStore, siteId: string, importId: string, header: readonly string[]) {
    this.saved = store.savePrivate(siteId, refusedFilePath(importId), csvStream(['Ligne', ...header, 'Motifs du refus'], this.rows));
    // A failed save is reported by close(); until then, no unhandled rejection.
    this.saved.catch(() => {});
  }

  async add(line: number, cells: readonly CsvCell[], reasons: string): Promise<void> {
    if (!this.rows.write([line, ...cells, reasons])) await Promise.race([once(this.rows, 'drain'), this.saved]);
  }

  /** A pass that failed: the rows so far end the file, which nobody is offered (the import says why it failed). */
  abandon(): void {
    this.rows.end();
  }

  async close(): Promise<void> {
    this.rows.end();
    await this.saved;
  }
}
