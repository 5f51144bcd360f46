import { describe, expect, it } from 'vitest';
import { decodeExtendedJson, RowError } from './extendedJson.js';
import { jsonRowBody } from './rows.js';

describe('decodeExtendedJson', () => {
  it('reads mongoexport’s wrappers, canonical and relaxed', () => {
    expect(
      decodeExtendedJson({
        _id: { $oid: '5f1d7f' },
        at: { $date: '2020-01-02T03:04:05Z' },
        atCanonical: { $date: { $numberLong: '1577934245000' } },
        n: { $numberLong: '42' },
        price: { $numberDecimal: '12.50' },
        list: [{ $numberInt: '1' }, 'x'],
      }),
    ).toEqual({ _id: '5f1d7f', at: 1577934245, atCanonical: 1577934245, n: 42, price: 12.5, list: [1, 'x'] });
  });
  it.each([
    [JSON.parse('{"__proto__": {"admin": true}}'), 'Clé « __proto__ » refusée'],
    [{ a: { constructor: 1 } }, 'Clé « constructor » refusée'],
    [{ a: { $where: 'x' } }, 'Clé « $where » refusée (valeur MongoDB non prise en charge)'],
    [{ a: { $gt: 1, b: 2 } }, 'Clé « $gt » refusée (opérateur MongoDB)'],
    [{ a: { $date: 'hier' } }, 'Date étendue ($date) illisible'],
  ])('refuses %j', (value, message) => {
    expect(() => decodeExtendedJson(value)).toThrow(new RowError(message));
  });
  it('refuses a value nested too deep rather than walking it', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(() => decodeExtendedJson(deep)).toThrow('Valeur imbriquée sur plus de 32 niveaux');
  });
});

describe('jsonRowBody', () => {
  it('keeps the properties, leaves out and names the other keys, and refuses another type', () => {
    const unknown = new Set<string>();
    expect(jsonRowBody({ _id: { $oid: 'a' }, _cls: 'Tag', text: 'x', createdAt: 1, old: 2 }, 'Tag', new Set(['_id', 'text']), unknown)).toEqual({
      body: { _id: 'a', text: 'x' },
    });
    expect([...unknown]).toEqual(['old']);
    expect(jsonRowBody({ _cls: 'User' }, 'Tag', new Set(), unknown)).toEqual({
      problems: [{ reason: "Type « User » : ce fichier s'importe dans Tag" }],
    });
    expect(jsonRowBody([1], 'Tag', new Set(), unknown)).toEqual({ problems: [{ reason: 'Un objet JSON est attendu sur cette ligne' }] });
  });
});
