// A stand-in's memory kept in a JSON file (DATA_DIR/stand-ins/{name}.json), so that a restart of the console finds
// what was done to it (a charge made in the demo is still at the "provider" afterwards). Written a moment after a
// change (debounced), into a temporary file renamed over the old one (never half a file), and once more when the
// stand-in stops.
import fs from 'node:fs';
import path from 'node:path';

/** A run of changes (a renewal run makes thousands) is written once, at most every 2 s. */
const DELAY_MS = 2000;

export class SnapshotFile<T> {
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly dump: () => T,
  ) {}

  /** What the last run left, or undefined (no file, or one that cannot be read: the stand-in starts afresh). */
  read(): T | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** Something changed: written shortly. */
  changed(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.write();
    }, DELAY_MS);
    this.timer.unref();
  }

  /** Writes now what is pending (at stop). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      await this.write();
    }
    await this.writing;
  }

  private write(): Promise<void> {
    const text = JSON.stringify(this.dump());
    this.writing = this.writing
      .then(async () => {
        const temp = `${this.file}.${process.pid}.tmp`;
        await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
        await fs.promises.writeFile(temp, text);
        await fs.promises.rename(temp, this.file);
      })
      .catch((err: unknown) => console.error(`[simulateur] ${this.file} non enregistré : ${String(err)}`));
    return this.writing;
  }
}
