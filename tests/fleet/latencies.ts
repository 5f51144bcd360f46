// Response times by kind of request, summed up as throughput and percentiles for docs/performance.md.
export class Latencies {
  private readonly byKind = new Map<string, { ms: number[]; failed: number }>();

  add(kind: string, ms: number, status: number | undefined): void {
    const entry = this.byKind.get(kind) ?? { ms: [], failed: 0 };
    if (status !== undefined && status < 400) entry.ms.push(ms);
    else entry.failed++;
    this.byKind.set(kind, entry);
  }

  /** "read 412/s p50 9 ms p95 31 ms, save ..." over a run of `seconds`. */
  summary(seconds: number): string {
    const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
    return [...this.byKind]
      .map(([kind, { ms, failed }]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        const rate = (ms.length / seconds).toFixed(1);
        return `${kind} ${rate}/s p50 ${pct(sorted, 50)} ms p95 ${pct(sorted, 95)} ms p99 ${pct(sorted, 99)} ms${failed ? ` (${failed} en échec)` : ''}`;
      })
      .join(', ');
  }
}
