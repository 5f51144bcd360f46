// An open-loop load generator: requests start at a fixed rate whatever the answers do, and each latency counts from
// the moment its request was due (a slow answer cannot hide the requests that queue behind it).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './sampling.js';

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export interface LoadResult extends Latencies {
  rate: number;
  seconds: number;
  sent: number;
  failed: number;
  /** The failed answers by HTTP status ('réseau': no answer), so that a declared busy answer (503) is told apart. */
  failures: Record<string, number>;
  clientLagP99: number;
  byKind: Record<string, Latencies>;
}

const latencies = (times: number[]): Latencies => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 };
};

/** `request(i)`: the i-th request of the mix, named by its kind. */
export async function openLoop(
  rate: number,
  seconds: number,
  request: (i: number) => { kind: string; response: Promise<Response> },
): Promise<LoadResult> {
  const total = Math.round(rate * seconds);
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const failures: Record<string, number> = {};
  const fail = (why: string) => {
    failures[why] = (failures[why] ?? 0) + 1;
  };
  const pending: Promise<void>[] = [];
  // The generator's own event-loop delay: a figure that tells whether the client, not the server, was late.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        const due = start + (next * 1000) / rate;
        const { kind, response } = request(next++);
        pending.push(
          response.then(
            async (res) => {
              await res.arrayBuffer();
              if (!res.ok) fail(String(res.status));
              const ms = performance.now() - due;
              times.push(ms);
              byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
            },
            () => fail('réseau'),
          ),
        );
      }
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  lag.disable();
  return {
    rate,
    seconds,
    sent: total,
    failed: Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
    ...latencies(times),
    clientLagP99: lag.percentile(99) / 1e6,
    byKind: Object.fromEntries([...byKind].map(([kind, ms]) => [kind, latencies(ms)])),
  };
}
