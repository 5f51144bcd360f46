import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../metaSchema.js';
import { readCell, readDate, readFrenchNumber } from './cells.js';

const prop = (type: PropertyDefinition['type'], extra: Partial<PropertyDefinition> = {}): PropertyDefinition => ({
  key: 'k',
  label: 'K',
  type,
  ...extra,
});

describe('readFrenchNumber', () => {
  it.each([
    ['12,5', 12.5],
    ['1 234,56', 1234.56],
    ['1\u202f234', 1234],
    ['12.5', 12.5],
    ['-12,34', -12.34],
    ['abc', undefined],
    ['1,2,3', undefined],
    ['', undefined],
  ])('%s → %s', (text, expected) => expect(readFrenchNumber(text)).toBe(expected));
});

describe('readDate', () => {
  it('reads the export’s Paris dates, winter and summer', () => {
    expect(readDate('15/01/2026 10:30')).toBe(Date.UTC(2026, 0, 15, 9, 30) / 1000);
    expect(readDate('15/07/2026 10:30')).toBe(Date.UTC(2026, 6, 15, 8, 30) / 1000);
    expect(readDate('15/07/2026')).toBe(Date.UTC(2026, 6, 14, 22, 0) / 1000);
  });
  it('reads ISO dates and unix seconds, and refuses what is no date', () => {
    expect(readDate('2026-01-15T09:30:00Z')).toBe(Date.UTC(2026, 0, 15, 9, 30) / 1000);
    expect(readDate('1767225600')).toBe(1767225600);
    expect(readDate('31/02/2026')).toBeUndefined();
    expect(readDate('demain')).toBeUndefined();
  });
});

describe('readCell', () => {
  it('reads each type as a save takes it', () => {
    expect(readCell('12,5', prop('float'))).toEqual({ value: 12.5 });
    expect(readCell('12,5', prop('int'))).toEqual({ error: "n'est pas un nombre entier" });
    expect(readCell('Oui', prop('bool'))).toEqual({ value: true });
    expect(readCell('false', prop('bool'))).toEqual({ value: false });
    expect(readCell('peut-être', prop('bool'))).toEqual({ error: "n'est ni « Oui » ni « Non »" });
    expect(readCell('Prépub', prop('enum', { values: [{ value: 'prepub', label: 'Prépub' }] }))).toEqual({ value: 'prepub' });
    expect(readCell('prepub', prop('enum', { values: [{ value: 'prepub', label: 'Prépub' }] }))).toEqual({ value: 'prepub' });
    expect(readCell('{"city": "Lyon"}', prop('object'))).toEqual({ value: { city: 'Lyon' } });
    expect(readCell('Lyon', prop('object'))).toEqual({ error: 'un objet JSON est attendu' });
  });
  it('splits a list on |, each item read by its item type', () => {
    expect(readCell('news | sport', prop('list', { itemType: 'string' }))).toEqual({ value: ['news', 'sport'] });
    expect(readCell('1|2,5', prop('list', { itemType: 'float' }))).toEqual({ value: [1, 2.5] });
    expect(readCell('1|x', prop('list', { itemType: 'int' }))).toEqual({ error: "n'est pas un nombre" });
  });
  it('leaves an empty cell out, refuses a formula and takes back the export’s neutralised text', () => {
    expect(readCell('', prop('string'))).toEqual({ value: undefined });
    expect(readCell('=HYPERLINK("x")', prop('string'))).toEqual({ error: 'formule de tableur refusée (commence par « = »)' });
    expect(readCell("'=1+2", prop('string'))).toEqual({ value: '=1+2' });
    expect(readCell("'-x", prop('string'))).toEqual({ value: '-x' });
  });
});
