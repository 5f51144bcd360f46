// Who else has a record open, and in which field they type (issue 22 §2): shared by the server, which keeps it in
// PostgreSQL, and the console, which shows it. Timings: a screen beats every HEARTBEAT_MS; a row not refreshed for
// PRESENCE_TTL_MS is swept (every SWEEP_MS), so a closed tab or a killed server is gone within 30 s; a field stays
// marked FIELD_IDLE_MS after its last keystroke, then it is free again (no lock). Others hear of a tab when it comes,
// leaves or changes field, and of its person typing on in one field at most every PRESENCE_RETOLD_MS (the mark's
// keep-alive, well within FIELD_IDLE_MS).
export const HEARTBEAT_MS = 10_000;
export const PRESENCE_RETOLD_MS = 20_000;
export const PRESENCE_TTL_MS = 20_000;
export const SWEEP_MS = 5_000;
export const FIELD_IDLE_MS = 60_000;

/** Another person on a record: who, and the field they typed in last, with how long ago (null: none, or idle). */
export interface Viewer {
  userId: string;
  name: string;
  initials: string;
  field: string | null;
  fieldIdleMs: number | null;
}

/** Two letters for an avatar: the first of two words of the login ('marie.dupont' → 'MD'), else its first two. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._@-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A field as presence names it: a property key, or `key/componentUuid` for one component of a layout. */
export const fieldKeyOf = (field: string): string => field.split('/')[0];

/** Whether a viewer still holds their field: typed in it within FIELD_IDLE_MS (`sinceMs`: since the news came). */
export const holdsField = (viewer: Viewer, sinceMs = 0): boolean =>
  viewer.field !== null && viewer.fieldIdleMs !== null && viewer.fieldIdleMs + sinceMs < FIELD_IDLE_MS;
