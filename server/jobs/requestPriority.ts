// Background work gives way to the staff's requests (issue 29 §2). A job that runs in a server's process (JOB_WORKERS
// on) shares its event loop and its share of the cores with the requests: between two batches it waits, a few
// milliseconds at most, for the requests under way to be answered, so that a console under constant load still ends
// its exports and walks (at a slower pace); a worker process (no requests) never waits. Writing in bulk also keeps to
// a budget while staff use the server (writePace.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sent by a screen on its own (a heartbeat, a poll, the live events' stream): not a person at work. */
    unattended?: boolean;
  }
}

/** Requests under way: start time by request. */
const underWay = new Map<object, number>();
/** A request older than this is a stream (live events) or a long transfer: not one a person waits for to see a screen. */
const STREAM_MS = 2_000;
/** When the last request of a person at work came (staffActiveWithin). */
let lastStaffRequest = Number.NEGATIVE_INFINITY;
/** The longest a batch waits for the requests. */
export const MAX_YIELD_MS = 50;

/**
 * Counts the app's requests under way (one per process is enough: the count is the process's). `signedIn`: the request
 * carries a console session (health checks, webhooks, ingestion and API tokens are machines, not staff). `onStaff`:
 * told of each staff request (the fleet's mark, fleetActivity.ts).
 */
export function trackRequests(app: FastifyInstance, signedIn: (request: FastifyRequest) => boolean, onStaff: () => void = () => undefined): void {
  // Callback hooks, not async ones: on every request, a promise each is not free.
  app.addHook('onRequest', (request, _reply, next) => {
    const now = performance.now();
    underWay.set(request.raw, now);
    if (!request.routeOptions.config?.unattended && signedIn(request)) {
      lastStaffRequest = now;
      onStaff();
    }
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    underWay.delete(request.raw);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    underWay.delete(request.raw);
    next();
  });
}

/** True while a request a person waits for is being answered. */
export function requestsUnderWay(now = performance.now()): boolean {
  for (const [request, started] of underWay) {
    if (now - started < STREAM_MS) return true;
    // A stream's entry goes when it closes; one left by a lost socket goes after a minute.
    if (now - started > 60_000) underWay.delete(request);
  }
  return false;
}

/** True when a person's request came in the last `ms` (writePace.ts keeps background writing to its budget then). */
export const staffActiveWithin = (ms: number, now = performance.now()): boolean => now - lastStaffRequest < ms;

/** Between two batches of background work: the event loop's turn, then the requests under way, up to MAX_YIELD_MS. */
export async function yieldToRequests(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const until = performance.now() + MAX_YIELD_MS;
  while (requestsUnderWay() && performance.now() < until) await sleep(2);
}

/**
 * How long background work runs on the event loop, at most, before it gives the requests their turn: a request that
 * comes meanwhile waits that long. At 4 ms an export made a read's p95 2.5× its idle one (about 2 ms); at 1 ms, 1.5×
 * (the background bench), and a turn with no request under way costs a setImmediate.
 */
export const SLICE_MS = 1;

/**
 * For a loop of small synchronous steps (an export's rows): awaited before each step, it gives the requests their turn
 * (yieldToRequests) once the steps since the last turn have run `sliceMs`, however many steps that was. A request that
 * arrives meanwhile waits one slice at most, whatever a step costs; a count of rows gave a slow row's export 100 of
 * them. `now` and `turn` are the clock and the yield (a test's own).
 */
export function timeSlices({ sliceMs = SLICE_MS, now = () => performance.now(), turn = yieldToRequests } = {}): () => Promise<void> {
  let since = now();
  return async () => {
    if (now() - since < sliceMs) return;
    await turn();
    since = now();
  };
}
