import { describe, expect, it } from 'vitest';
import { CURRENT_VERSIONS, defineMigrations, layoutMigrations, richTextMigrations, upgrade, upgradeDocument } from './index.js';

describe('a migration sequence', () => {
  it('is numbered from 1 in order, and applies only the steps after the stored version', () => {
    expect(() => defineMigrations('x', [{ version: 2, name: 'Skip', up: (v) => v }])).toThrow(/devrait porter la version 1/);
    const seq = defineMigrations<string[]>('x', [
      { version: 1, name: 'A', up: (v) => [...v, 'a'] },
      { version: 2, name: 'B', up: (v) => [...v, 'b'] },
    ]);
    expect(seq.current).toBe(2);
    expect(upgrade(seq, [], 0)).toEqual(['a', 'b']);
    expect(upgrade(seq, [], 1)).toEqual(['b']);
    expect(upgrade(seq, [], 2)).toEqual([]);
  });
});

describe('rich text', () => {
  it.each([
    ['<p>Bonjour</p>', { html: '<p>Bonjour</p>' }],
    [
      { html: '<p>x</p>', editorStateJson: '{}' },
      { html: '<p>x</p>', editorStateJson: '{}' },
    ],
  ])('%j becomes %j', (stored, expected) => {
    expect(upgrade(richTextMigrations, stored, 0)).toEqual(expected);
  });
});

describe('layout', () => {
  const layoutWith = (range: unknown, nested = false) => {
    const col = { size: 12, contents: [{ _id: 'a' }, { _id: 'b' }], groups: [{ uuid: 'g', selectionRange: range }] };
    return [{ cols: [nested ? { size: 12, contents: [{ cols: [col] }] } : col] }];
  };
  it.each([
    [{ start: 0, end: 1 }, [0, 1]],
    [{ start: 1 }, [1]],
    [{ start: 1, end: 1 }, [1]],
    [
      [0, 1],
      [0, 1],
    ],
    [[1], [1]],
  ])('group range %j is stored as %j, in nested columns too', (range, expected) => {
    expect(upgrade(layoutMigrations, layoutWith(range), 0)).toEqual(layoutWith(expected));
    expect(upgrade(layoutMigrations, layoutWith(range, true), 0)).toEqual(layoutWith(expected, true));
  });
});

describe('a stored document', () => {
  const props = [
    { key: 'body', type: 'richtext' },
    { key: 'layout', type: 'layout' },
    { key: 'title', type: 'string' },
  ];
  it('is upgraded and stamped when older, left as is when current', () => {
    const old = { title: '<b>titre</b>', body: '<p>x</p>', layout: [] };
    const { doc, changed } = upgradeDocument(props, old);
    expect(changed).toBe(true);
    expect(doc).toEqual({ title: '<b>titre</b>', body: { html: '<p>x</p>' }, layout: [], _v: CURRENT_VERSIONS });
    expect(upgradeDocument(props, doc)).toEqual({ doc, changed: false });
  });
  it('upgrades only the shapes whose stored version is older', () => {
    const doc = { body: '<p>gardé tel quel</p>', _v: { ...CURRENT_VERSIONS, layout: 0 } };
    expect(upgradeDocument(props, doc).doc.body).toBe('<p>gardé tel quel</p>');
  });
});
