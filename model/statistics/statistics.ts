// Statistics shared by the console and the server (spec 000 §3 "Play stat row", 001 §9): play modes, visitor statuses,
// the toggles of the play statistics page as a mask of (mode, status) cells, export ranges and sales periods.
export const PLAY_MODES = ['full', 'trailer', 'pl_full', 'pl_trailer'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const USER_STATUSES = ['anonymous', 'freemium', 'premium'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const PLAY_PAGES = ['content', 'playlist'] as const;
export type PlayPage = (typeof PLAY_PAGES)[number];
export const PLAY_KINDS = ['full', 'trailer'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export const PLAY_STATS_PAGE_SIZE = 10;
export const INGEST_MAX_EVENTS = 1000;

/** The mode of a play or view on a page (content page or playlist) of a kind (trailer or full). */
export const modeOf = (page: PlayPage, kind: PlayKind): PlayMode => (page === 'playlist' ? `pl_${kind}` : kind);

/** One bit per (mode, status) cell, as the server stores which cells a user played a video in. */
export const cellBit = (mode: number, status: number): number => 1 << (mode * USER_STATUSES.length + status);

export interface PlaySelection {
  statuses: readonly UserStatus[];
  pages: readonly PlayPage[];
  kinds: readonly PlayKind[];
}

export const ALL_SELECTED: PlaySelection = { statuses: USER_STATUSES, pages: PLAY_PAGES, kinds: PLAY_KINDS };

/** The modes a selection counts. */
export const selectedModes = (sel: PlaySelection): PlayMode[] =>
  PLAY_MODES.filter((m) => sel.pages.some((p) => sel.kinds.some((k) => modeOf(p, k) === m)));

/** The cells a selection of the toggles counts, as a mask; 0 when a group of toggles is all off. */
export function selectionMask(sel: PlaySelection): number {
  let mask = 0;
  for (const mode of selectedModes(sel)) for (const status of sel.statuses) mask |= cellBit(PLAY_MODES.indexOf(mode), USER_STATUSES.indexOf(status));
  return mask;
}

const subsets = <T>(list: readonly T[]): T[][] => Array.from({ length: (1 << list.length) - 1 }, (_, i) => list.filter((_, j) => ((i + 1) >> j) & 1));

/** Every mask the toggles can make (7 × 3 × 3): the server keeps the distinct users of each. */
export const ALL_SELECTION_MASKS: readonly number[] = subsets(USER_STATUSES).flatMap((statuses) =>
  subsets(PLAY_PAGES).flatMap((pages) => subsets(PLAY_KINDS).map((kinds) => selectionMask({ statuses, pages, kinds }))),
);

/** Export ranges of the play statistics (spec 001 §9): first 10, 10 to 30, 30 to 100, then blocks of 100. */
export function exportRanges(count: number): { offset: number; limit: number; label: string }[] {
  const bounds = [0, 10, 30, 100];
  while (bounds[bounds.length - 1] < count) bounds.push(bounds[bounds.length - 1] + 100);
  const ranges = [];
  for (let i = 0; i + 1 < bounds.length && bounds[i] < Math.max(count, 1); i++) {
    const [from, to] = [bounds[i], bounds[i + 1]];
    ranges.push({ offset: from, limit: to - from, label: from === 0 ? `Les ${to} premières` : `De ${from} à ${to}` });
  }
  return ranges;
}

/** The sales screens' default range: one month back to now (spec 001 §9); 31 March goes back to the end of February. */
export function defaultSalesRange(now: Date): { start: Date; end: Date } {
  const start = new Date(now);
  start.setDate(1);
  start.setMonth(start.getMonth() - 1);
  const lastDay = new Date(start.getFullYear(), start.getMonth() + 1, 0).getDate();
  start.setDate(Math.min(now.getDate(), lastDay));
  return { start, end: now };
}

/** Previous (-1) or next (+1) range: both dates move by the range's length. */
export function shiftRange(range: { start: Date; end: Date }, direction: -1 | 1): { start: Date; end: Date } {
  const length = range.end.getTime() - range.start.getTime();
  return { start: new Date(range.start.getTime() + direction * length), end: new Date(range.end.getTime() + direction * length) };
}

/** Next is offered only while the start lies in the past. */
export const canShiftNext = (range: { start: Date }, now: Date): boolean => range.start.getTime() < now.getTime();
