// What stays where it is drawn: the elements of a selector, watched each animation frame from the moment the first
// shows (tests/e2e/inputsThatMove.ts: a record form's inputs; tests/e2e/rowsThatMove.ts: a list's rows).

export interface MoveWatch {
  /** The elements watched, and the element inside each whose text names it (else its own text). */
  selector: string;
  nameSelector: string;
  /** 'input', 'row': named in each move's message. */
  what: string;
  /** How long from the first element showing; a document where none shows is given up after `giveUpMs`. */
  watchMs: number;
  giveUpMs: number;
}

/**
 * Runs in the page (handed to Playwright whole: it uses nothing from outside): each element that moved by more than a
 * pixel from one frame to the next, its name with the move and when, resolved once the watch is over.
 */
export function watchMoves({ selector, nameSelector, what, watchMs, giveUpMs }: MoveWatch): Promise<{ name: string; move: string }[]> {
  return new Promise((resolve) => {
    const began = performance.now();
    const moves: { name: string; move: string }[] = [];
    let first: number | undefined;
    let last = new Map<Element, number>();
    const tick = (now: number) => {
      const elements = [...document.querySelectorAll(selector)];
      if (elements.length && first === undefined) first = now;
      const tops = new Map(elements.map((element) => [element, element.getBoundingClientRect().top + window.scrollY]));
      for (const [element, top] of tops) {
        const before = last.get(element);
        if (before === undefined || Math.abs(top - before) <= 1) continue;
        const name = element.querySelector(nameSelector)?.textContent?.trim() || element.textContent?.trim().slice(0, 40) || '?';
        moves.push({ name, move: `${name}: ${Math.round(before)} → ${Math.round(top)} px, ${Math.round(now - first!)} ms after the first ${what}` });
      }
      last = tops;
      if (first !== undefined ? now - first > watchMs : now - began > giveUpMs) resolve(moves);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
