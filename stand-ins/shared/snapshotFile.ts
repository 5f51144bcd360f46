// A stand-in's memory kept in a JSON file (DATA_DIR/stand-ins/{name}.json), so that a restart of the console finds
// what was done to it (a charge made in the demo is still at the "provider" afterwards). Written a moment after a
// change (debounced), into a temporary file renamed over the old one (never half a file), and at once, synchronously,
// when the process exits with a change not yet written: a stop by signal ends the process while the embedded
// database goes down, before any asynchronous close could run.
import fs from 'node:fs';
import path from 'node:path';

/** A run of changes (a renewal run makes thousands) is written once, at most every 2 s. */
const DELAY_MS = 2000;

export class SnapshotFile<T> {
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  /** Changed since the file was last written (or while it is being written): the process exit writes it. */
  private unsaved = false;
  private readonly atExit = () => this.writeNow();

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

  /** Something changed: written shortly, or when the process exits. */
  changed(): void {
    if (!this.unsaved) process.once('exit', this.atExit);
    this.unsaved = true;
    if (this.timer) return;
    this.timer = setTimeout(() => void this.write(), DELAY_MS);
    this.timer.unref();
  }

  /** Writes now what is pending (at stop). */
  async flush(): Promise<void> {
    if (this.timer) await this.write();
    await this.writing;
  }

  private write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const text = JSON.stringify(this.dump());
    this.writing = this.writing
      .then(async () => {
        const temp = `${this.file}.${process.pid}.tmp`;
        await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
        await fs.promises.writeFile(temp, text);
        await fs.promises.rename(temp, this.file);
        // Saved, unless something changed since the dump (then a timer is set again).
        if (!this.timer) this.saved();
      })
      .catch((err: unknown) => console.error(`[simulateur] ${this.file} non enregistré : ${String(err)}`));
    return this.writing;
  }

  private saved(): void {
    this.unsaved = false;
    process.off('exit', this.atExit);
  }

  /** At exit only synchronous work runs: an asynchronous write under way would never end. */
  private writeNow(): void {
    if (!this.unsaved) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.saved();
    try {
      const temp = `${this.file}.${process.pid}.exit.tmp`;
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(temp, JSON.stringify(this.dump()));
      fs.renameSync(temp, this.file);
    } catch (err) {
      console.error(`[simulateur] ${this.file} non enregistré : ${String(err)}`);
    }
  }
}
