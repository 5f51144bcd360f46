import { describe, expect, it } from 'vitest';
import { isInvalidJson, jsonTextOf, parseJsonText, textMatches } from './jsonText';

describe('JSON text of an object without declared members', () => {
  it('shows the value as indented JSON, nothing for no value', () => {
    expect(jsonTextOf({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonTextOf(null)).toBe('');
    expect(jsonTextOf(undefined)).toBe('');
  });

  it('stores parsed text, null for empty text, a refused marker for unreadable text', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
    expect(parseJsonText('  ')).toBeNull();
    const invalid = parseJsonText('{"a": ');
    expect(isInvalidJson(invalid)).toBe(true);
    expect(jsonTextOf(invalid)).toBe('{"a": ');
  });

  it('leaves typed text alone while it stands for the value', () => {
    expect(textMatches('{"a":1}', { a: 1 })).toBe(true);
    expect(textMatches('', null)).toBe(true);
    expect(textMatches('{"a":1}', { a: 2 })).toBe(false);
  });
});
