// Loaded into the benched server (node --import): its event-loop delay, written to EVENT_LOOP_REPORT on SIGUSR2
// and reset, so the bench can tell a blocked event loop from a slow database.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => ns / 1e6;
  fs.writeFileSync(
    process.env.EVENT_LOOP_REPORT!,
    JSON.stringify({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) }),
  );
  delay.reset();
});
