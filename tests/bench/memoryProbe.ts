// Loaded into the benched server (node --expose-gc --import): the live heap, measured after a full collection every
// 250 ms, its peak written to MEMORY_REPORT on SIGUSR2 and reset. Resident memory alone says little about a stream:
// V8 lets garbage pile up before collecting it; the live heap after a collection is what the work really holds.
import fs from 'node:fs';

const collect = (globalThis as { gc?: () => void }).gc;
let peak = 0;
const sample = () => {
  collect?.();
  peak = Math.max(peak, process.memoryUsage().heapUsed);
};
setInterval(sample, 250).unref();
process.on('SIGUSR2', () => {
  sample();
  fs.writeFileSync(process.env.MEMORY_REPORT!, JSON.stringify({ peakLiveMb: peak / 1024 / 1024 }));
  peak = 0;
});
