// The console is built from the schemas: they are read before the admin is composed, and read again
// (without leaving the screen) whenever the catalogue changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import { readAllPages } from '../../model/allPages';
import { earlyRead, type EarlyRead } from '../providers/earlyRead';
import { apiFetch } from '../providers/http';
import { reuseUnchanged } from './reuseUnchanged';

export type SchemasState = { status: 'loading' } | { status: 'ready'; schemas: DataSchema[] } | { status: 'error'; message: string };

/** Every schema, page by page: the catalogue is not cut at the API's largest page. */
const fetchSchemas = async (): Promise<DataSchema[]> =>
  (
    await readAllPages(
      async (offset, limit) => (await apiFetch<{ data: DataSchema[] }>(`/api/global/data/schema?offset=${offset}&limit=${limit}`)).body,
    )
  ).data;

// The catalogue asked for beside the session's check (src/main.tsx at the start) or at a login (src/App.tsx), while
// the routes' code still loads: a loader's first load takes it instead of asking once that code has arrived.
// Only a fresh one: one left untaken (the routes did not mount) would be an old catalogue. Answered by the loader's
// first render, it is that render's catalogue.
const EARLY_FRESH_MS = 10_000;
let early: { read: EarlyRead<DataSchema[]>; at: number } | undefined;
const freshEarly = () => (early && Date.now() - early.at < EARLY_FRESH_MS ? early : undefined);

/** Starts reading the catalogue; the returned function drops it (the session ended before a loader took it). */
export function readCatalogueEarly(): () => void {
  // Started already (by the entry, beside the session's check, then asked again at the session gate): the same read.
  const mine = freshEarly() ?? (early = { read: earlyRead(fetchSchemas()), at: Date.now() });
  // Its failure is the loader's to tell, if taken; one refused is not kept (asked before the session was known,
  // signed out: a sign-in asks again).
  mine.read.promise.catch(() => {
    if (early === mine) early = undefined;
  });
  return () => {
    if (early === mine) early = undefined;
  };
}

/** The catalogue's early read, if one is under way or answered (not taken: the loader's still). */
export const earlyCatalogue = (): Promise<DataSchema[]> | undefined => freshEarly()?.read.promise;

const takeEarlyCatalogue = (): Promise<DataSchema[]> | undefined => {
  const taken = freshEarly();
  early = undefined;
  return taken?.read.promise;
};

/** `onUnauthenticated` runs when the session has ended meanwhile (401). */
export function useSchemasLoader(onUnauthenticated: () => void) {
  const [state, setState] = useState<SchemasState>(() => {
    const answer = freshEarly()?.read.answer;
    return answer ? { status: 'ready', schemas: answer.value } : { status: 'loading' };
  });
  // A slow answer never replaces a newer one; but an answer whose newer call failed still counts (a save's reload
  // answered, then the live stream's one refused on a busy server: the console must not keep the catalogue of before).
  const generation = useRef(0);
  const applied = useRef(0);

  const run = useCallback(
    (quiet: boolean): Promise<void> => {
      const mine = ++generation.current;
      if (!quiet) setState({ status: 'loading' });
      // A reload behind the screens (the catalogue changed) reads it again, never the one read at sign-in.
      return ((quiet ? undefined : takeEarlyCatalogue()) ?? fetchSchemas()).then(
        (schemas) => {
          if (mine < applied.current) return;
          applied.current = mine;
          // Unchanged schemas keep their identity, so the screens built from them (and their unsaved forms) stay as they are.
          setState((current) => ({ status: 'ready', schemas: current.status === 'ready' ? reuseUnchanged(current.schemas, schemas) : schemas }));
        },
        (error: Error & { status?: number }) => {
          if (mine !== generation.current) return;
          if (error.status === 401) return onUnauthenticated();
          // A failed quiet reload keeps the console as it is (its caller hears of it); the first load shows the error.
          if (quiet) throw error;
          setState({ status: 'error', message: error.message });
        },
      );
    },
    [onUnauthenticated],
  );

  // Drawn first with the read early: not read again by this loader (nor by StrictMode's second run in development).
  const readyAtFirstFor = useRef(state.status === 'ready' ? run : undefined);
  useEffect(() => {
    if (readyAtFirstFor.current === run) takeEarlyCatalogue();
    else void run(false);
    return () => {
      // A counter, not a DOM node: bumping the latest value is the point (answers of older runs are dropped).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      generation.current++;
    };
  }, [run]);

  /** Shows the spinner and loads again (after an error). */
  const reload = useCallback(() => void run(false), [run]);
  /** Loads again behind the current screens: the catalogue changed. Rejects when the schemas could not be read. */
  const refresh = useCallback(() => run(true), [run]);
  return { state, reload, refresh };
}
