// What the console's environment popup (Alt+E, spec 000 §2) tells of its build: the git tag and commit when built in
// a clone, and the build date. Read once by vite.config.ts; VITE_BUILD_* variables set by the caller win.
import { execFileSync } from 'node:child_process';

export interface BuildInfo {
  /** Nearest tag (`git describe --tags`, e.g. 'v1.38.3-4-g1a2b3c4'); '' without a tag or outside a clone. */
  tag: string;
  /** Full hash of HEAD; '' outside a clone. */
  commit: string;
  /** ISO date and time of the build. */
  date: string;
}

function git(cwd: string, ...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return ''; // not a clone, no tag, or no git at all: the popup says so
  }
}

export function readBuildInfo(cwd: string, env: NodeJS.ProcessEnv = process.env, now = new Date()): BuildInfo {
  return {
    tag: env.VITE_BUILD_TAG ?? git(cwd, 'describe', '--tags'),
    commit: env.VITE_BUILD_COMMIT ?? git(cwd, 'rev-parse', 'HEAD'),
    date: env.VITE_BUILD_DATE ?? now.toISOString(),
  };
}

/** Vite's `define` entries: the values the console reads as import.meta.env.VITE_BUILD_*. */
export const buildDefines = (info: BuildInfo): Record<string, string> => ({
  'import.meta.env.VITE_BUILD_TAG': JSON.stringify(info.tag),
  'import.meta.env.VITE_BUILD_COMMIT': JSON.stringify(info.commit),
  'import.meta.env.VITE_BUILD_DATE': JSON.stringify(info.date),
});
