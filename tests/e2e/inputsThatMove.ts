// A record form's inputs stay where they are drawn: one pushed down by something arriving after it (an editor's code,
// the full record after the list's copy, an alert above the form) moves under the click aimed at it, as tests/e2e's
// 'Page du site' radio did once.
import type { Page } from 'playwright-core';

/** How long the inputs are watched from the moment the form's first one shows. */
const WATCH_MS = 1_500;
/** A screen whose form never shows an input (a type's own view) is given up after this. */
const GIVE_UP_MS = 8_000;

/**
 * Watches the record screen the page is opening, each animation frame: the inputs that moved by more than a pixel
 * within WATCH_MS of the first one showing, with their label, the move and when. Start it before the click that opens
 * the record.
 */
export function inputsThatMove(page: Page): Promise<string[]> {
  return page
    .evaluate(
      ({ watchMs, giveUpMs }) =>
        new Promise<string[]>((resolve) => {
          const began = performance.now();
          let first: number | undefined;
          let last = new Map<Element, number>();
          const moved = new Map<string, string>();
          const tick = (now: number) => {
            // A field's control, and a lone checkbox or switch (a FormControlLabel outside any FormControl: react-admin's BooleanInput).
            const inputs = [
              ...document.querySelectorAll('main [role="tabpanel"]:not([hidden]) :is(.MuiFormControl-root, .MuiFormControlLabel-root)'),
            ];
            if (inputs.length && first === undefined) first = now;
            const tops = new Map(inputs.map((input) => [input, input.getBoundingClientRect().top + window.scrollY]));
            for (const [input, top] of tops) {
              const before = last.get(input);
              if (before === undefined || Math.abs(top - before) <= 1) continue;
              const name = input.querySelector('label, legend')?.textContent?.trim() || input.textContent?.trim().slice(0, 40) || '?';
              if (!moved.has(name))
                moved.set(name, `${name}: ${Math.round(before)} → ${Math.round(top)} px, ${Math.round(now - first!)} ms after the first input`);
            }
            last = tops;
            if (first !== undefined ? now - first > watchMs : now - began > giveUpMs) resolve([...moved.values()]);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      { watchMs: WATCH_MS, giveUpMs: GIVE_UP_MS },
    )
    .catch(() => []);
}
