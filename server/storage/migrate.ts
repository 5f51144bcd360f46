// Numbered SQL migrations, each in its own transaction, recorded in schema_migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { inTransaction } from './db.js';
import { isBusyFailure } from './shapeChanges.js';
import { LOCK } from './advisoryLocks.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How long a migration waits for a lock at a time: others (the fleet's saves) queue behind it meanwhile. */
const MIGRATION_LOCK_WAIT = '2s';
const MIGRATION_TRIES = 30;

/**
 * `upTo`: the last file to apply (a test of a later migration starts from the database before it). Each file in its
 * own transaction, so that a server of a newer version started beside a serving fleet takes its locks one file at a
 * time, each waited for briefly and asked again with back-off (design.md §16), never queueing the saves for long.
 */
export async function migrate(pool: pg.Pool, upTo?: string): Promise<string[]> {
  await pool.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql') && !(upTo && f > upTo))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    for (let attempt = 1; ; attempt++) {
      try {
        // Two servers on one database must not both apply a migration.
        const ran = await inTransaction(pool, async (client) => {
          await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK.migrations]);
          if ((await client.query('SELECT 1 FROM schema_migrations WHERE id = $1', [file])).rowCount) return false;
          await client.query(`SET LOCAL lock_timeout = '${MIGRATION_LOCK_WAIT}'; SET LOCAL statement_timeout = 0`);
          await client.query(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
          await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
          return true;
        });
        if (ran) applied.push(file);
        break;
      } catch (err) {
        if (!isBusyFailure(err) || attempt >= MIGRATION_TRIES) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 5_000) * (0.5 + Math.random() / 2)));
      }
    }
  }
  return applied;
}
