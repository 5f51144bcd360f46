// A bare embedded PostgreSQL for the suites that migrate a database by hand (no server, no seed): started before the
// suite's tests, stopped and removed after them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createPool } from '../../server/storage/db.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/storage/embeddedPostgres.js';

/** The pool of the suite's own database (read it inside the tests: it is set once the suite has started). */
export function useEmbeddedDatabase(prefix: string): { readonly pool: pg.Pool } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let db: EmbeddedDatabase | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    db = await startEmbeddedPostgres(dataDir, () => {});
    pool = createPool(db.url);
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get pool() {
      if (!pool) throw new Error('la base de test n’est pas encore démarrée');
      return pool;
    },
  };
}
