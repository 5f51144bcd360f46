// The machine's real load, as a video server reports it: CPU busy time since the previous reading (os.cpus), memory
// and swap in use from /proc/meminfo (os.totalmem / os.freemem and no swap where there is no /proc).
import fs from 'node:fs';
import os from 'node:os';

export interface MachineLoad {
  cpuLoad: number;
  memoryLoad: number;
  swapLoad: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0);

/** Memory and swap in use (percent) from the text of /proc/meminfo. */
export function parseMeminfo(text: string): { memoryLoad: number; swapLoad: number } | undefined {
  const kb = (key: string) => {
    const m = new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const total = kb('MemTotal');
  const available = kb('MemAvailable') ?? kb('MemFree');
  if (!total || available === undefined) return undefined;
  const swapTotal = kb('SwapTotal') ?? 0;
  const swapFree = kb('SwapFree') ?? 0;
  return { memoryLoad: percent(total - available, total), swapLoad: percent(swapTotal - swapFree, swapTotal) };
}

const cpuTimes = () =>
  os.cpus().reduce(
    (acc, cpu) => {
      const t = cpu.times;
      acc.busy += t.user + t.nice + t.sys + t.irq;
      acc.total += t.user + t.nice + t.sys + t.irq + t.idle;
      return acc;
    },
    { busy: 0, total: 0 },
  );

/** CPU busy share between successive readings; a reading less than 200 ms after the last one repeats its figure. */
export class LoadReader {
  private last = cpuTimes();
  private lastCpu = Math.min(100, (os.loadavg()[0] / Math.max(1, os.cpus().length)) * 100);

  read(): MachineLoad {
    const now = cpuTimes();
    const total = now.total - this.last.total;
    if (total >= 200 * Math.max(1, os.cpus().length)) {
      this.lastCpu = percent(now.busy - this.last.busy, total);
      this.last = now;
    }
    let memory: { memoryLoad: number; swapLoad: number } | undefined;
    try {
      memory = parseMeminfo(fs.readFileSync('/proc/meminfo', 'utf8'));
    } catch {
      /* not Linux: Node's figures, without swap */
    }
    return { cpuLoad: this.lastCpu, ...(memory ?? { memoryLoad: percent(os.totalmem() - os.freemem(), os.totalmem()), swapLoad: 0 }) };
  }
}

/** 0 below 60 % on every resource, then one level per threshold passed (60, 75, 85, 95): 4 is critical. */
export const alertLevelOf = (load: MachineLoad): number => {
  const worst = Math.max(load.cpuLoad, load.memoryLoad, load.swapLoad);
  return [60, 75, 85, 95].filter((threshold) => worst >= threshold).length;
};
