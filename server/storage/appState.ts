// Markers of one-time work (first-start seeding), so a restart seeds nothing twice.
import type { Queryable } from './db.js';
import { prepared } from './preparedStatements.js';

export async function getState(db: Queryable, key: string): Promise<unknown> {
  return (await db.query(prepared('SELECT value FROM app_state WHERE key = $1', [key]))).rows[0]?.value;
}

/** Several markers read together, from one snapshot: by key, those that exist. */
export async function getStates(db: Queryable, keys: string[]): Promise<Map<string, unknown>> {
  const { rows } = await db.query(prepared('SELECT key, value FROM app_state WHERE key = ANY($1::text[])', [keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function setState(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query('INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2, at = now()', [
    key,
    JSON.stringify(value),
  ]);
}

/** Sets one entry of an object-valued key, beside the entries others set meanwhile (a walk's position per type). */
export async function setStateEntry(db: Queryable, key: string, entry: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO app_state (key, value) VALUES ($1, jsonb_build_object($2::text, $3::jsonb))
    ON CONFLICT (key) DO UPDATE SET value = CASE WHEN jsonb_typeof(app_state.value) = 'object' THEN app_state.value ELSE '{}' END
      || jsonb_build_object($2::text, $3::jsonb), at = now()`,
    [key, entry, JSON.stringify(value)],
  );
}

export async function deleteStateEntry(db: Queryable, key: string, entry: string): Promise<void> {
  await db.query(`UPDATE app_state SET value = value - $2::text, at = now() WHERE key = $1 AND jsonb_typeof(value) = 'object'`, [key, entry]);
}
