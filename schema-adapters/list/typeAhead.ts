// A list's type-ahead: letters typed while the table has the focus move it to the first row whose first column starts
// with them (case and accents ignored); the letters start over after TYPE_AHEAD_RESET_MS without typing (spec 001 §9).
import type { KeyboardEvent } from 'react';
import { TYPE_AHEAD_RESET_MS } from '../../model/constants';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr').trim();

/** The letters typed so far: each key adds to them, unless the last one came more than `resetMs` ago. */
export function createTypeAhead(resetMs = TYPE_AHEAD_RESET_MS) {
  let typed = '';
  let last = -Infinity;
  return (key: string, now: number): string => {
    typed = now - last > resetMs ? key : typed + key;
    last = now;
    return typed;
  };
}

/** The index of the first label that starts with the typed letters, or -1. */
export const typeAheadMatch = (labels: readonly string[], typed: string): number => labels.findIndex((label) => fold(label).startsWith(fold(typed)));

/** The table's keydown handler: a printable key outside a field moves the focus to the matching row's first control. */
export function typeAheadHandler(next = createTypeAhead()) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || target.closest('input, textarea, [contenteditable="true"]'))
      return;
    if (event.key === ' ' && target.closest('button, a')) return;
    const rows = [...event.currentTarget.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const index = typeAheadMatch(
      rows.map((row) => row.cells[0]?.textContent ?? ''),
      next(event.key, event.timeStamp || Date.now()),
    );
    const row = rows[index];
    if (!row) return;
    event.preventDefault();
    const control = row.querySelector<HTMLElement>('a[href], button');
    if (control) control.focus();
    else {
      row.tabIndex = -1;
      row.focus();
    }
  };
}
