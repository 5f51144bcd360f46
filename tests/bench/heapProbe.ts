// Loaded into the soaked server (node --import): its heap in use every 5 s, one JSON line each in HEAP_REPORT. No
// collection is forced (one a minute would itself show in the soak's latencies): the lowest sample of a minute is
// the nearest to what the server really holds.
import fs from 'node:fs';

const report = process.env.HEAP_REPORT!;
setInterval(
  () => fs.appendFileSync(report, `${JSON.stringify({ t: Date.now(), heapMb: process.memoryUsage().heapUsed / 1048576 })}\n`),
  5000,
).unref();
