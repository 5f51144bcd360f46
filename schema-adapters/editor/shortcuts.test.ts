// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { handlesOwnUndo, historyShortcutOf, type KeyLike } from './shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('historyShortcutOf', () => {
  it.each<[string, KeyLike, string | undefined]>([
    ['Ctrl+Z', key('z', { ctrlKey: true }), 'undo'],
    ['Cmd+Z', key('z', { metaKey: true }), 'undo'],
    ['Ctrl+Shift+Z', key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['Ctrl+Y', key('y', { ctrlKey: true }), 'redo'],
    ['Z alone', key('z'), undefined],
    ['Ctrl+Alt+Z (AltGr)', key('z', { ctrlKey: true, altKey: true }), undefined],
    ['Ctrl+S', key('s', { ctrlKey: true }), undefined],
  ])('%s', (_name, event, expected) => {
    expect(historyShortcutOf(event)).toBe(expected);
  });
});

describe('handlesOwnUndo', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.getElementById('t');
  };

  it.each([
    ['a text input', '<input id="t" type="text">', true],
    ['an input without type', '<input id="t">', true],
    ['a textarea', '<textarea id="t"></textarea>', true],
    ['inside a rich-text editor', '<div contenteditable="true"><p id="t">x</p></div>', true],
    ['a checkbox', '<input id="t" type="checkbox">', false],
    ['a button', '<button id="t">Enregistrer</button>', false],
    ['the page', '<div id="t"></div>', false],
  ])('%s: %s', (_name, html, expected) => {
    expect(handlesOwnUndo(make(html))).toBe(expected);
  });
});
