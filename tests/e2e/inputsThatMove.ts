// A record form's inputs stay where they are drawn: one pushed down by something arriving after it (an editor's code,
// the full record after the list's copy, an alert above the form) moves under the click aimed at it, as tests/e2e's
// 'Page du site' radio did once.
import type { Page } from 'playwright-core';
import { watchMoves } from './moveWatch.js';

/** How long the inputs are watched from the moment the form's first one shows. */
const WATCH_MS = 1_500;
/** A screen whose form never shows an input (a type's own view) is given up after this. */
const GIVE_UP_MS = 8_000;

/**
 * Watches the record screen the page is opening, each animation frame: the inputs that moved by more than a pixel
 * within WATCH_MS of the first one showing, with their label, the move and when (an input's first move). Start it
 * before the click that opens the record.
 */
export function inputsThatMove(page: Page): Promise<string[]> {
  return page
    .evaluate(watchMoves, {
      // A field's control, and a lone checkbox or switch (a FormControlLabel outside any FormControl: react-admin's BooleanInput).
      selector: 'main [role="tabpanel"]:not([hidden]) :is(.MuiFormControl-root, .MuiFormControlLabel-root)',
      nameSelector: 'label, legend',
      what: 'input',
      watchMs: WATCH_MS,
      giveUpMs: GIVE_UP_MS,
    })
    .then((moves) => {
      const firstOf = new Map<string, string>();
      for (const { name, move } of moves) if (!firstOf.has(name)) firstOf.set(name, move);
      return [...firstOf.values()];
    })
    .catch(() => []);
}
