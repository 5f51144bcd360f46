// CPU time of the bench's processes, read from Linux's /proc: a console server's Node process and its embedded
// PostgreSQL's (the postmaster and the backends it forked).
import fs from 'node:fs';
import path from 'node:path';

/** CPU seconds of each process (utime + stime of /proc/{pid}/stat), by pid. */
function cpuSeconds(pids: number[]): Map<number, number> {
  const ticks = 100; // USER_HZ on Linux
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // gone, or not Linux: not counted
    }
  }
  return out;
}

/** The embedded PostgreSQL's processes: its postmaster and the children it forked. */
function postgresPids(dataDir: string): number[] {
  try {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      });
    return [postmaster, ...children.map(Number)];
  } catch {
    return [];
  }
}

const cpuDelta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0);

/** CPU seconds of one process so far (0 once it is gone). */
export const processCpuSeconds = (pid: number): number => cpuSeconds([pid]).get(pid) ?? 0;

/** Where a server and its PostgreSQL stood: the start of a span measured with serverCpuSince. */
export interface ServerCpuMark {
  server: Map<number, number>;
  postgres: Map<number, number>;
}

export const markServerCpu = (serverPid: number, dataDir: string): ServerCpuMark => ({
  server: cpuSeconds([serverPid]),
  postgres: cpuSeconds(postgresPids(dataDir)),
});

/** CPU seconds the server and its PostgreSQL used since `mark` (a backend forked meanwhile counts whole). */
export const serverCpuSince = (mark: ServerCpuMark, serverPid: number, dataDir: string): { server: number; postgres: number } => ({
  server: cpuDelta(mark.server, cpuSeconds([serverPid])),
  postgres: cpuDelta(mark.postgres, cpuSeconds(postgresPids(dataDir))),
});
