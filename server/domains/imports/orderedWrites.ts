// The writes of an import's batches (issue 31 §3): a few under way at once, each on its own connection, so that
// PostgreSQL works on two batches on two cores while the server checks the next; what each batch reports (its counts
// and refused rows) is still told in the file's order, once its write and every earlier batch's report are done.

/** One batch: its write, started at once, and its report of what the write did, made in turn. */
interface Batch<T> {
  write: () => Promise<T>;
  report: (written: T) => Promise<void>;
}

export class OrderedWrites {
  /** Batches not yet reported, oldest first; each settles after the one before it. */
  private readonly underWay: Promise<void>[] = [];

  constructor(private readonly atOnce: number) {}

  /**
   * Waits until a batch may start: fewer than `atOnce` under way, or none (`alone`: a batch that must see every
   * earlier one written and reported). An earlier batch's failure is thrown here.
   */
  async room(alone = false): Promise<void> {
    const keep = alone ? 0 : this.atOnce - 1;
    while (this.underWay.length > keep) await this.underWay.shift();
  }

  add<T>({ write, report }: Batch<T>): void {
    const before = this.underWay[this.underWay.length - 1];
    const written = write();
    const done = (async () => {
      const result = await written;
      await before;
      await report(result);
    })();
    // Thrown by room(); until then, no unhandled rejection.
    done.catch(() => undefined);
    this.underWay.push(done);
  }

  /** Every batch written and reported, whatever became of them: nothing writes after this. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.underWay.splice(0));
  }
}
