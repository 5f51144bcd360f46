// Numbered SQL migrations, each in its own transaction, recorded in schema_migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { inTransaction } from './db.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `upTo`: the last file to apply (a test of a later migration starts from the database before it). */
export async function migrate(pool: pg.Pool, upTo?: string): Promise<string[]> {
  await pool.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  // Two servers on one database must not both apply a migration.
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(727001)');
    const done = new Set((await client.query('SELECT id FROM schema_migrations')).rows.map((r) => r.id as string));
    const applied: string[] = [];
    for (const file of fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      if (done.has(file)) continue;
      if (upTo && file > upTo) break;
      await client.query(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
