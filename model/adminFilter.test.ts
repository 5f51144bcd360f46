import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS, FilterError, inFilterTexts, parseAdminFilter, parseAdminFilterText, simplify, type FilterNode } from './adminFilter.js';

// The allow-list a schema would give: its properties (any path below them) and the system keys; never passHash.
const allowed = (path: string[]) =>
  !path.includes('passHash') && ['title', 'status', 'publishTs', 'tags', 'user', 'address', '_id', 'createdAt'].includes(path[0]);
const parse = (input: unknown) => parseAdminFilter(input, allowed);

function nestedAnd(levels: number): unknown {
  let filter: unknown = { title: 'x' };
  for (let i = 1; i < levels; i++) filter = { $and: [filter] };
  return filter;
}

describe('parseAdminFilter: accepted filters', () => {
  it.each<[string, unknown, FilterNode]>([
    ['a literal is equality', { status: 'published' }, { kind: 'cmp', path: ['status'], op: 'eq', value: 'published' }],
    ['null literal', { publishTs: null }, { kind: 'cmp', path: ['publishTs'], op: 'eq', value: null }],
    [
      'an object without $ keys is equality with that object',
      { user: { _id: 'u1', _cls: 'User' } },
      { kind: 'cmp', path: ['user'], op: 'eq', value: { _id: 'u1', _cls: 'User' } },
    ],
    ['dotted path with a list index', { 'tags.0._id': 't1' }, { kind: 'cmp', path: ['tags', '0', '_id'], op: 'eq', value: 't1' }],
    [
      'several keys are and',
      { status: 'published', title: 'x' },
      {
        kind: 'and',
        items: [
          { kind: 'cmp', path: ['status'], op: 'eq', value: 'published' },
          { kind: 'cmp', path: ['title'], op: 'eq', value: 'x' },
        ],
      },
    ],
    [
      'several operators on one field are and',
      { publishTs: { $gte: 10, $lt: 20 } },
      {
        kind: 'and',
        items: [
          { kind: 'cmp', path: ['publishTs'], op: 'gte', value: 10 },
          { kind: 'cmp', path: ['publishTs'], op: 'lt', value: 20 },
        ],
      },
    ],
    ['$ne', { status: { $ne: 'archived' } }, { kind: 'cmp', path: ['status'], op: 'ne', value: 'archived' }],
    ['$eq with an object', { user: { $eq: { _id: 'u1' } } }, { kind: 'cmp', path: ['user'], op: 'eq', value: { _id: 'u1' } }],
    ['$in', { status: { $in: ['a', 'b'] } }, { kind: 'in', path: ['status'], values: ['a', 'b'], negate: false }],
    ['$nin', { status: { $nin: [] } }, { kind: 'in', path: ['status'], values: [], negate: true }],
    ['$exists', { 'address.city': { $exists: false } }, { kind: 'exists', path: ['address', 'city'], exists: false }],
    [
      'field $not takes operators',
      { publishTs: { $not: { $gt: 5 } } },
      { kind: 'not', item: { kind: 'cmp', path: ['publishTs'], op: 'gt', value: 5 } },
    ],
    [
      '$or of filters',
      { $or: [{ status: 'a' }, { title: 'b' }] },
      {
        kind: 'or',
        items: [
          { kind: 'cmp', path: ['status'], op: 'eq', value: 'a' },
          { kind: 'cmp', path: ['title'], op: 'eq', value: 'b' },
        ],
      },
    ],
    ['$and of one is simplified', { $and: [{ status: 'a' }] }, { kind: 'cmp', path: ['status'], op: 'eq', value: 'a' }],
    ['top-level $not', { $not: { status: 'a' } }, { kind: 'not', item: { kind: 'cmp', path: ['status'], op: 'eq', value: 'a' } }],
    ['the empty filter matches everything', {}, { kind: 'and', items: [] }],
    [
      'system dates, normalised to UTC',
      { createdAt: { $lt: '2024-01-01' } },
      { kind: 'cmp', path: ['createdAt'], op: 'lt', value: '2024-01-01T00:00:00.000Z' },
    ],
    [
      'system dates in Unix seconds',
      { createdAt: { $in: [0, 1700000000] } },
      { kind: 'in', path: ['createdAt'], values: [0, 1700000000], negate: false },
    ],
    [
      'spec 001 §7: fields that must exist',
      { title: { $exists: true }, status: { $exists: true } },
      {
        kind: 'and',
        items: [
          { kind: 'exists', path: ['title'], exists: true },
          { kind: 'exists', path: ['status'], exists: true },
        ],
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(parse(JSON.parse(JSON.stringify(input)))).toEqual(expected);
  });

  it('accepts the limits themselves: 1000 $in values, 10 levels, 6 path segments, 1000-character strings', () => {
    expect(parse({ status: { $in: Array.from({ length: 1000 }, (_, i) => i) } })).toMatchObject({ kind: 'in' });
    expect(parse(nestedAnd(10))).toEqual({ kind: 'cmp', path: ['title'], op: 'eq', value: 'x' });
    expect(parse({ 'address.a.b.c.d.e': 1 })).toMatchObject({ path: ['address', 'a', 'b', 'c', 'd', 'e'] });
    expect(parse({ title: 'é'.repeat(1000) })).toMatchObject({ kind: 'cmp' });
  });
});

describe('parseAdminFilter: refused filters', () => {
  it.each<[string, unknown, string]>([
    ['a system date that is no date', { createdAt: 'abc' }, 'createdAt attend une date'],
    ['a system date out of range', { createdAt: { $gt: 1e300 } }, 'createdAt attend une date'],
    ['a system date list with a non-date', { createdAt: { $in: ['x'] } }, 'createdAt attend une date'],
    ['a system date as an object', { createdAt: { $eq: { a: 1 } } }, 'createdAt attend une date'],
    ['an impossible month', { createdAt: { $gte: '2024-13-01' } }, 'createdAt attend une date'],
    ['$where', { $where: 'sleep(1000)' }, 'Filtre invalide : opérateur $where non autorisé'],
    ['$function in a field', { title: { $function: { body: 'x' } } }, 'Filtre invalide : opérateur $function non autorisé'],
    ['$regex', { title: { $regex: '^a' } }, 'Filtre invalide : opérateur $regex non autorisé'],
    ['$expr', { $expr: { $eq: ['$a', '$b'] } }, 'Filtre invalide : opérateur $expr non autorisé'],
    ['$text', { $text: { $search: 'x' } }, 'Filtre invalide : opérateur $text non autorisé'],
    ['$nor', { $nor: [{ title: 'x' }] }, 'Filtre invalide : opérateur $nor non autorisé'],
    ['a refused field', { passHash: { $exists: true } }, 'Filtre invalide : champ passHash non autorisé'],
    ['a refused segment of a dotted path', { 'user.passHash': 'x' }, 'Filtre invalide : champ user.passHash non autorisé'],
    ['an unknown field', { secret: 1 }, 'Filtre invalide : champ secret non autorisé'],
    ['$in of 1001 values', { status: { $in: Array.from({ length: 1001 }, (_, i) => i) } }, 'Filtre invalide : liste de plus de 1000 valeurs'],
    ['$in not a list', { status: { $in: 'a' } }, 'Filtre invalide : $in attend une liste'],
    ['$exists not a boolean', { status: { $exists: 1 } }, 'Filtre invalide : $exists attend true ou false'],
    ['$gt with an object', { publishTs: { $gt: { a: 1 } } }, 'Filtre invalide : $gt attend un nombre ou un texte'],
    ['depth 11', nestedAnd(11), 'Filtre invalide : imbrication de plus de 10 niveaux'],
    [
      'a literal nested past depth 10',
      { user: JSON.parse('{"a":'.repeat(10) + '1' + '}'.repeat(10)) },
      'Filtre invalide : imbrication de plus de 10 niveaux',
    ],
    ['a string at top level', 'title', 'Filtre invalide : un filtre doit être un objet'],
    ['null at top level', null, 'Filtre invalide : un filtre doit être un objet'],
    ['an array at top level', [{ title: 'x' }], 'Filtre invalide : un filtre doit être un objet'],
    ['__proto__ key', JSON.parse('{"__proto__": {"title": 1}}'), 'Filtre invalide : clé __proto__ non autorisée'],
    ['__proto__ inside a literal', JSON.parse('{"user": {"__proto__": {"x": 1}}}'), 'Filtre invalide : clé __proto__ non autorisée'],
    ['constructor segment', { 'user.constructor': 1 }, 'Filtre invalide : champ user.constructor invalide'],
    ['7 path segments', { 'address.a.b.c.d.e.f': 1 }, 'Filtre invalide : chemin address.a.b.c.d.e.f trop long'],
    ['an empty segment', { 'user..name': 1 }, 'Filtre invalide : champ user..name invalide'],
    ['a path starting with an index', { '0.title': 1 }, 'Filtre invalide : champ 0.title invalide'],
    ['$and empty', { $and: [] }, 'Filtre invalide : $and attend une liste non vide de filtres'],
    ['$or not a list', { $or: { title: 'x' } }, 'Filtre invalide : $or attend une liste non vide de filtres'],
    ['$not with a literal', { title: { $not: 'x' } }, 'Filtre invalide : $not attend des opérateurs'],
    ['operators mixed with fields', { title: { $eq: 'x', other: 1 } }, 'Filtre invalide : champ other mêlé à des opérateurs'],
    ['an Object.prototype name among operators', { title: { $eq: 'x', toString: 1 } }, 'Filtre invalide : champ toString mêlé à des opérateurs'],
    ['$ inside a literal', { user: { $eq: { $gt: 1 } } }, 'Filtre invalide : opérateur $gt non autorisé dans une valeur'],
    ['a string over 1000 characters', { title: 'x'.repeat(1001) }, 'Filtre invalide : texte de plus de 1000 caractères'],
    ['over 50 keys', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`title${i}`, 1])), 'Filtre invalide : plus de 50 clés dans un objet'],
    ['over 500 conditions', { $or: Array.from({ length: 501 }, () => ({ title: 'x' })) }, 'Filtre invalide : plus de 500 conditions'],
    ['a non-finite number', { publishTs: Infinity }, 'Filtre invalide : nombre invalide'],
    ['a function value', { title: () => 1 }, 'Filtre invalide : valeur invalide'],
  ])('%s', (_name, input, message) => {
    const attempt = () => parse(input);
    expect(attempt).toThrow(FilterError);
    expect(attempt).toThrow(message);
  });
});

describe('parseAdminFilterText', () => {
  it('parses JSON text', () => {
    expect(parseAdminFilterText('{"status":{"$in":["a"]}}', allowed)).toEqual({ kind: 'in', path: ['status'], values: ['a'], negate: false });
  });

  it.each([
    ['malformed JSON', '{status:', 'Filtre invalide : JSON mal formé'],
    ['text over 10 000 characters', JSON.stringify({ title: 'x'.repeat(10_000) }), 'Filtre invalide : plus de 10000 caractères'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseAdminFilterText(text, allowed)).toThrow(message);
  });

  it('gives errors a French message and the FilterError name', () => {
    try {
      parseAdminFilterText('[]', allowed);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(FilterError);
      expect((err as Error).name).toBe('FilterError');
    }
  });
});

describe('simplify', () => {
  it('unwraps and / or of one item at every level, keeps not', () => {
    const leaf: FilterNode = { kind: 'exists', path: ['a'], exists: true };
    expect(simplify({ kind: 'or', items: [{ kind: 'not', item: { kind: 'and', items: [leaf] } }] })).toEqual({ kind: 'not', item: leaf });
  });
});

describe('$now: time-relative values', () => {
  const now = Date.UTC(2026, 0, 1);
  it('turns {"$now": offset} into the Unix time plus the offset', () => {
    expect(parseAdminFilter({ endTs: { $lt: { $now: 86400 }, $gt: { $now: 0 } } }, () => true, now)).toEqual({
      kind: 'and',
      items: [
        { kind: 'cmp', path: ['endTs'], op: 'lt', value: now / 1000 + 86400 },
        { kind: 'cmp', path: ['endTs'], op: 'gt', value: now / 1000 },
      ],
    });
  });
  it('refuses $now with anything but a number, and $now inside a literal', () => {
    expect(() => parseAdminFilter({ endTs: { $lt: { $now: 'demain' } } }, () => true)).toThrow(FilterError);
    expect(() => parseAdminFilter({ endTs: { $now: 0 } }, () => true)).toThrow(FilterError);
    expect(() => parseAdminFilter({ endTs: { $in: [{ $now: 0 }] } }, () => true)).toThrow(FilterError);
  });
});

describe('inFilterTexts', () => {
  const accept = () => true;
  it('splits many values into filters that each pass the parser, keeping every value once', () => {
    const ids = Array.from({ length: 2_500 }, (_, i) => `pi_${String(i).padStart(24, '0')}`);
    const texts = inFilterTexts('intent.id', ids);
    expect(texts.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(FILTER_LIMITS.textLength);
      const node = parseAdminFilterText(text, accept);
      expect(node).toMatchObject({ kind: 'in' });
      seen.push(...(JSON.parse(text)['intent.id'].$in as string[]));
    }
    expect(seen).toEqual(ids);
  });

  it('answers no filter for no value, and one for a few', () => {
    expect(inFilterTexts('_id', [])).toEqual([]);
    expect(inFilterTexts('_id', ['a', 'b'])).toEqual(['{"_id":{"$in":["a","b"]}}']);
  });
});
