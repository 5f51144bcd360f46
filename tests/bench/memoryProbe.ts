// Loaded into the benched server (node --expose-gc --import): the peak of the live heap, written to MEMORY_REPORT on
// SIGUSR2 and reset. Resident memory alone says little about a stream: V8 lets garbage pile up before collecting it;
// the heap right after a full collection is what the work really holds. It is read after each full collection V8
// makes of its own, and after one forced every 5 s: forcing one every 250 ms (as this did) spent most of an import's
// time in the collector (a CPU profile: 274 of 330 s) and measured the probe rather than the import.
import fs from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const collect = (globalThis as { gc?: () => void }).gc;
let peak = 0;
const note = () => {
  peak = Math.max(peak, process.memoryUsage().heapUsed);
};
const sample = () => {
  collect?.();
  note();
};
new PerformanceObserver((list) => {
  if (list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) note();
}).observe({ entryTypes: ['gc'] });
setInterval(sample, 5000).unref();
process.on('SIGUSR2', () => {
  sample();
  fs.writeFileSync(process.env.MEMORY_REPORT!, JSON.stringify({ peakLiveMb: peak / 1024 / 1024 }));
  peak = 0;
});
