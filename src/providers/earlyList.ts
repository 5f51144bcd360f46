// A list's first page read by the entry (src/routing/earlyListRead.ts) while the console's code still loads: the
// list's query starts with that answer when it asks for exactly that address, and the first render draws its rows
// rather than drawing the list empty, asking, and drawing it again (about 50 ms of a list's address loaded cold). An
// answer still on its way is awaited by the list's own request (`earlyListRead`) rather than asked for a second time.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import type { ListRequest } from '../../model/listQuery';
import { listResult, type ListAnswer } from './listRequest';

/** An answer older than this is not taken (and not kept): the list asks again. */
const FRESH_MS = 10_000;
/** A list given the early answer is not asked again by its mount, if it comes within this. */
const MOUNT_MS = 5_000;

interface EarlyList {
  address: string;
  query: ListRequest;
  /** The page, or undefined when refused (the session ended) or not a list's answer. */
  body: Promise<ListAnswer | undefined>;
  answer?: { body: ListAnswer; at: number };
}
let early: EarlyList | undefined;

/** Reads a list's page now; the admin's first query for the same address takes the answer (`takeEarlyLists`). */
export function readListEarly(address: string, query: ListRequest): void {
  const body = fetch(address, { headers: { Accept: 'application/json' }, credentials: 'same-origin', priority: 'high' })
    .then((response) => (response.ok ? (response.json() as Promise<ListAnswer>) : undefined))
    .then((answer) => (answer && Array.isArray(answer.data) ? answer : undefined))
    .catch(() => undefined);
  const mine: EarlyList = { address, query, body };
  early = mine;
  const drop = () => {
    if (early === mine) early = undefined;
  };
  void body.then((answer) => {
    if (!answer) return drop();
    mine.answer = { body: answer, at: Date.now() };
    setTimeout(drop, FRESH_MS);
  });
}

/**
 * The early read of this address, once: answered already when `answered` (none while on its way), else answered or on
 * its way; none when its answer is old, or it was for another address.
 */
function takeEarly(address: string, answered: boolean): EarlyList | undefined {
  const fresh = early?.address === address && (early.answer ? Date.now() - early.answer.at < FRESH_MS : !answered);
  const taken = fresh ? early : undefined;
  if (taken) early = undefined;
  return taken;
}

/**
 * The data provider's read of a list's page: the early read of the same address when there is one, else none (the
 * provider asks). Its answer when it comes; undefined when refused, and the provider asks then.
 */
export const earlyListRead = (address: string): Promise<ListAnswer | undefined> | undefined => takeEarly(address, false)?.body;

const givenAt = new WeakMap<Query, number>();
let claimed = false;

/**
 * Gives a list's query of the admin the early answer when it asks for its address (`addressOf`, the data provider's):
 * from the cache's creation of the query, so that its first render has the rows. Answers the unsubscription.
 */
export function takeEarlyLists(client: QueryClient, addressOf: (resource: string, params: GetListParams) => string): () => void {
  // The page's first admin only: another one (a sign-in as someone else, another site) reads for itself.
  if (claimed) early = undefined;
  claimed = true;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || !early) return;
    const [resource, method, params] = event.query.queryKey as QueryKey & [unknown, unknown, GetListParams | undefined];
    if (method !== 'getList' || typeof resource !== 'string' || !params || typeof params !== 'object') return;
    // The admin's first list only: the read is its own, or nobody's.
    unsubscribe();
    const address = addressOf(resource, params);
    if (early.address !== address) return void (early = undefined);
    const taken = takeEarly(address, true);
    if (!taken?.answer) return;
    givenAt.set(event.query, Date.now());
    client.setQueryData(event.query.queryKey, listResult(taken.answer.body, taken.query), { updatedAt: taken.answer.at });
  });
  return unsubscribe;
}

/**
 * The admin's `refetchOnMount`: not for the mount of the list just given the early answer, which is what it would ask.
 * react-query asks at that list's render (no observer yet), then once its observer subscribes: that is the mount, and
 * any later one (the list left and opened again) asks the server.
 */
export const refetchOnMountUnlessEarly = (query: Query): boolean => {
  const given = givenAt.get(query);
  if (given === undefined) return true;
  if (query.getObserversCount() > 0) givenAt.delete(query);
  return Date.now() - given > MOUNT_MS;
};
