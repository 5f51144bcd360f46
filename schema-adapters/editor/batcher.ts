// Debounce with a maximum wait (spec 001 §9: history 500 ms, max wait 5 s): edits close together make one batch,
// and a batch never stays open longer than maxWait while the user keeps typing.
import { HISTORY_DEBOUNCE_MS, HISTORY_MAX_WAIT_MS } from '../../model/constants';

export interface Batcher {
  /** An edit happened: the batch closes `wait` ms after the last edit, at most `maxWait` ms after the first. */
  schedule(): void;
  /** Closes the open batch now (before Undo, a save...); nothing when none is open. */
  flush(): void;
  /** Drops the open batch without closing it. */
  cancel(): void;
  readonly pending: boolean;
}

export interface BatcherOptions {
  wait?: number;
  maxWait?: number;
  now?: () => number;
}

export function createBatcher(
  onFlush: () => void,
  { wait = HISTORY_DEBOUNCE_MS, maxWait = HISTORY_MAX_WAIT_MS, now = Date.now }: BatcherOptions = {},
): Batcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedAt: number | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    openedAt = undefined;
  };
  const flush = () => {
    if (openedAt === undefined) return;
    cancel();
    onFlush();
  };
  return {
    schedule() {
      const at = now();
      openedAt ??= at;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(wait, openedAt + maxWait - at)));
    },
    flush,
    cancel,
    get pending() {
      return openedAt !== undefined;
    },
  };
}
