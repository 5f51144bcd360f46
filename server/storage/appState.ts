// Markers of one-time work (first-start seeding), so a restart seeds nothing twice.
import type { Queryable } from './db.js';

export async function getState(db: Queryable, key: string): Promise<unknown> {
  return (await db.query('SELECT value FROM app_state WHERE key = $1', [key])).rows[0]?.value;
}

export async function setState(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query('INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2, at = now()', [
    key,
    JSON.stringify(value),
  ]);
}
