import { describe, expect, it } from 'vitest';
import { readRecentColors, rememberColor, RECENT_COLORS_KEY, RECENT_COLORS_MAX, withRecentColor } from './recentColors';

const memoryStorage = (initial?: string) => {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENT_COLORS_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('withRecentColor (spec 001 §9: 16 preset colours remembered)', () => {
  it('puts the colour first, once, whatever its spelling', () => {
    expect(withRecentColor(['#ff0000', '#00ff00'], '#00FF00')).toEqual(['#00ff00', '#ff0000']);
    expect(withRecentColor(['#aabbcc'], '#abc')).toEqual(['#aabbcc']);
    expect(withRecentColor(['rgb(1,2,3)'], 'rgb(1, 2, 3)')).toEqual(['rgb(1,2,3)']);
  });

  it('keeps the 16 most recent', () => {
    const many = Array.from({ length: RECENT_COLORS_MAX }, (_, i) => `#0000${i.toString(16).padStart(2, '0')}`);
    const next = withRecentColor(many, '#ffffff');
    expect(next).toHaveLength(16);
    expect(next[0]).toBe('#ffffff');
    expect(next).not.toContain(many[15]);
  });

  it('ignores a text that is no colour', () => {
    expect(withRecentColor(['#ff0000'], 'bleu')).toEqual(['#ff0000']);
  });
});

describe('the stored list', () => {
  it('reads only valid, unique colours, most recent first', () => {
    expect(readRecentColors(memoryStorage(JSON.stringify(['#F00', 'x', 3, '#ff0000', '#00f'])))).toEqual(['#ff0000', '#0000ff']);
    expect(readRecentColors(memoryStorage('pas du json'))).toEqual([]);
    expect(readRecentColors(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readRecentColors(undefined)).toEqual([]);
  });

  it('remembers into localStorage', () => {
    const storage = memoryStorage();
    rememberColor(storage, '#112233');
    expect(rememberColor(storage, '#445566')).toEqual(['#445566', '#112233']);
    expect(JSON.parse(storage.data.get(RECENT_COLORS_KEY)!)).toEqual(['#445566', '#112233']);
  });
});
