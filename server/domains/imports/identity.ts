// A row's identity (issue 31 §3), what makes a retry write nothing twice: its `_id`, or the value of the unique
// property an upsert finds records by, or, for a row with neither, a hash of its content from which the record's id is
// drawn, so that the same row imported again finds the record it made.
import crypto from 'node:crypto';
import type { ImportMode } from '../../../model/imports/index.js';
import type { RowProblem } from '../../../model/imports/index.js';

export type Identity = { by: 'id'; id: string; rowKey: string } | { by: 'key'; value: string; rowKey: string };

/** JSON with sorted keys: two rows with the same content hash alike whatever their keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The id a row without one is given: 24 hex characters, as the records service draws them, from the type and content. */
export const contentId = (type: string, body: Record<string, unknown>): string =>
  crypto
    .createHash('sha256')
    .update(`${type}\u0000${canonical(body)}`)
    .digest('hex')
    .slice(0, 24);

/**
 * The identity of a row read as `body`, or why it has none: `key` is '_id' or the unique property of an upsert
 * (labelled `keyLabel`); an update needs the `_id`.
 */
export function identityOf(
  type: string,
  body: Record<string, unknown>,
  mode: ImportMode,
  key: string,
  keyLabel: string,
): Identity | { problem: RowProblem } {
  if (key !== '_id') {
    const value = body[key];
    if (typeof value !== 'string' && typeof value !== 'number') {
      return { problem: { field: keyLabel, reason: "manquant : l'import trouve les enregistrements par ce champ" } };
    }
    return { by: 'key', value: String(value), rowKey: `key:${key}=${value}` };
  }
  const id = body._id;
  if (id === undefined || id === '') {
    if (mode === 'update')
      return { problem: { field: 'Identifiant', reason: "manquant : une mise à jour trouve l'enregistrement par son identifiant" } };
    const drawn = contentId(type, body);
    return { by: 'id', id: drawn, rowKey: `hash:${drawn}` };
  }
  if (typeof id !== 'string' && typeof id !== 'number') return { problem: { field: 'Identifiant', reason: "n'est pas un texte" } };
  return { by: 'id', id: String(id), rowKey: `id:${id}` };
}

/** Why a row whose identity an earlier row of the file has is refused, naming that row's line. */
export function sameAs(identity: Identity, keyLabel: string, line: number): RowProblem {
  if (identity.rowKey.startsWith('hash:')) return { reason: `Identique à la ligne ${line}` };
  return { field: identity.by === 'id' ? 'Identifiant' : keyLabel, reason: `déjà donné à la ligne ${line} du fichier` };
}
