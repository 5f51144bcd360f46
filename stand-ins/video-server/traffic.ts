// What happened over the last second, in ten 100 ms buckets: bytes sent, connections opened.
const BUCKET_MS = 100;
const BUCKETS = 10;

export class LastSecond {
  private counts = new Array<number>(BUCKETS).fill(0);
  private stamps = new Array<number>(BUCKETS).fill(-1);

  constructor(private readonly now: () => number = Date.now) {}

  add(amount: number): void {
    const slot = Math.floor(this.now() / BUCKET_MS);
    const i = slot % BUCKETS;
    if (this.stamps[i] !== slot) {
      this.stamps[i] = slot;
      this.counts[i] = 0;
    }
    this.counts[i] += amount;
  }

  /** The sum over the buckets of the last second (the current one included). */
  total(): number {
    const slot = Math.floor(this.now() / BUCKET_MS);
    let sum = 0;
    for (let i = 0; i < BUCKETS; i++) if (this.stamps[i] > slot - BUCKETS) sum += this.counts[i];
    return sum;
  }
}
