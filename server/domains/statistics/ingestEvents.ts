// The events a public site sends (issue 12 §1): each one checked on its own, so that a bad one is reported by its index
// and the good ones are kept. Pure: the route stores what this answers.
import { PLAY_MODES, PLAY_KINDS, PLAY_PAGES, USER_STATUSES, modeOf, type PlayKind, type PlayPage } from '../../../model/statistics/index.js';
import type { BetEvent, PlayEvent, ViewEvent } from './storage/events.js';

export const INGEST_KINDS = ['play', 'view', 'bet'] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

/** Events older than this are refused: their month may have been dropped. */
export const MAX_AGE_DAYS = 400;
/** A clock a little ahead on the public site is tolerated. */
const MAX_AHEAD_MS = 3600_000;
const MAX_ID = 128;
const MAX_PLAY_SECONDS = 86_400;

export interface Checked<E> {
  events: E[];
  rejected: { index: number; message: string }[];
}

type Fields = Record<string, unknown>;
class Refused extends Error {}

const id = (v: unknown, name: string, required = true): string | undefined => {
  if (v === undefined || v === null) {
    if (required) throw new Refused(`« ${name} » est obligatoire`);
    return undefined;
  }
  if (typeof v !== 'string' || !v.length || v.length > MAX_ID || /[\u0000-\u001f]/.test(v)) {
    throw new Refused(`« ${name} » doit être un identifiant de 1 à ${MAX_ID} caractères`);
  }
  return v;
};

const oneOf = <T extends string>(v: unknown, name: string, values: readonly T[], fallback?: T): T => {
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !values.includes(v as T)) throw new Refused(`« ${name} » doit valoir ${values.join(', ')}`);
  return v as T;
};

const number = (v: unknown, name: string, min: number, max: number): number => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) throw new Refused(`« ${name} » doit être un nombre entre ${min} et ${max}`);
  return v;
};

/** Above this, a number is taken for milliseconds (as a browser's Date.now() gives): in seconds it would be year 5138. */
const MS_FROM = 1e11;

/** ts: epoch seconds (as the records store dates) or milliseconds, or an ISO date; now when absent. */
function timestamp(v: unknown, now: Date): Date {
  if (v === undefined) return now;
  const epoch = (n: number) => new Date(n >= MS_FROM ? n : n * 1000);
  const date = typeof v === 'number' && Number.isFinite(v) ? epoch(v) : typeof v === 'string' && v.length <= 40 ? new Date(v) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new Refused('« ts » doit être une date (secondes ou millisecondes depuis 1970, ou ISO 8601)');
  if (date.getTime() > now.getTime() + MAX_AHEAD_MS) throw new Refused('« ts » est dans le futur');
  if (date.getTime() < now.getTime() - MAX_AGE_DAYS * 86_400_000) throw new Refused(`« ts » a plus de ${MAX_AGE_DAYS} jours`);
  return date;
}

function play(e: Fields, now: Date): PlayEvent {
  const userId = id(e.userId, 'userId', false);
  const anonymousId = id(e.anonymousId, 'anonymousId', false);
  if (!userId && !anonymousId) throw new Refused('« userId » ou « anonymousId » est obligatoire');
  return {
    entityId: id(e.entityId, 'entityId')!,
    mode: PLAY_MODES.indexOf(oneOf(e.mode, 'mode', PLAY_MODES)),
    userStatus: USER_STATUSES.indexOf(oneOf(e.userStatus, 'userStatus', USER_STATUSES)),
    userKey: userId ? `u:${userId}` : `a:${anonymousId}`,
    playTime: number(e.playTime, 'playTime', 0, MAX_PLAY_SECONDS),
    percent: number(e.percent, 'percent', 0, 100),
    ts: timestamp(e.ts, now),
  };
}

function view(e: Fields, now: Date): ViewEvent {
  const page: PlayPage = oneOf(e.page, 'page', PLAY_PAGES);
  const kind: PlayKind = oneOf(e.kind, 'kind', PLAY_KINDS, 'full');
  return {
    entityId: id(e.entity ?? e.entityId, 'entity')!,
    mode: PLAY_MODES.indexOf(modeOf(page, kind)),
    userStatus: USER_STATUSES.indexOf(oneOf(e.userStatus, 'userStatus', USER_STATUSES, 'anonymous')),
    ts: timestamp(e.ts, now),
  };
}

const bet = (e: Fields, now: Date): BetEvent => ({
  tournamentId: id(e.tournament, 'tournament')!,
  participantId: id(e.participant, 'participant')!,
  ts: timestamp(e.ts, now),
});

const CHECKS = { play, view, bet } as const;
export type EventOf<K extends IngestKind> = ReturnType<(typeof CHECKS)[K]>;

export function checkEvents<K extends IngestKind>(kind: K, raw: unknown[], now: Date): Checked<EventOf<K>> {
  const result: Checked<EventOf<K>> = { events: [], rejected: [] };
  raw.forEach((event, index) => {
    try {
      if (!event || typeof event !== 'object' || Array.isArray(event)) throw new Refused("L'événement doit être un objet");
      result.events.push(CHECKS[kind](event as Fields, now) as EventOf<K>);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      result.rejected.push({ index, message: err.message });
    }
  });
  return result;
}
