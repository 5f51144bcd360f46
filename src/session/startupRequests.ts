// What a console start needs, asked as the page's code starts instead of one after the other as screens mount: the
// session; for a signed-in session, side by side, the schemas and the code of the sites' routes and of the lists and
// record screens. Each is taken once by its first reader; a later reader (a new check, a reload) asks again.
import type { ConsoleUser } from '../../model/session';
import { fetchSessionUser } from './sessionApi';

type Once<T> = { promise?: Promise<T>; askedAt?: number };

/** Past this age a start's answer is not taken: its reader asks again (the catalogue may have changed since). */
const STARTUP_ANSWER_MS = 10_000;

const session: Once<ConsoleUser | null> = {};
const schemas: Once<unknown> = {};

function take<T>(slot: Once<T>, ask: () => Promise<T>): Promise<T> {
  const kept = slot.promise;
  const fresh = slot.askedAt !== undefined && performance.now() - slot.askedAt < STARTUP_ANSWER_MS;
  slot.promise = undefined;
  return kept && fresh ? kept : ask();
}

/** The session user (or null), from the request the start made if nobody took it yet. */
export const startupSession = (): Promise<ConsoleUser | null> => take(session, fetchSessionUser);

/** The schemas, from the request the start made if nobody took it yet. */
export const startupSchemas = <T>(ask: () => Promise<T>): Promise<T> => take(schemas as Once<T>, ask);

/** Starts the session check, then what a signed-in console loads first (the loaders are given by their owners). */
export function startStartupRequests(afterSignIn: { schemas: () => Promise<unknown>; code: () => Promise<unknown>[] }): void {
  const asked = fetchSessionUser();
  session.promise = asked;
  session.askedAt = performance.now();
  asked.then(
    (user) => {
      if (!user) return;
      const read = afterSignIn.schemas();
      // Unhandled here: its reader handles the refusal.
      read.catch(() => undefined);
      schemas.promise = read;
      schemas.askedAt = performance.now();
      for (const chunk of afterSignIn.code()) chunk.catch(() => undefined);
    },
    () => undefined,
  );
}
