import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../metaSchema.js';
import { compileText, uncompiledMessage } from './functionalValue.js';
import { validateValue } from './validateValue.js';

const options: PropertyDefinition = { key: 'options', label: 'Options', type: 'object' };

describe('functional values must compile (spec 000 §5 Object, 001 §5)', () => {
  it('compiles typed text to its value, no text to null', () => {
    expect(compileText('{"mode": "b"}')).toEqual({ mode: 'b' });
    expect(compileText('  ')).toBeNull();
    expect(uncompiledMessage(compileText('{"mode": "b"}'))).toBeUndefined();
  });

  it('says where and why a text does not compile, in French', () => {
    expect(uncompiledMessage(compileText('{"mode": '))).toBe('JSON invalide : valeur attendue (ligne 1, colonne 10)');
    expect(uncompiledMessage(compileText('{\n  "a": 1\n  "b": 2\n}'))).toBe('JSON invalide : virgule attendue (ligne 3, colonne 3)');
  });

  it.each<[string, unknown, { ok: boolean; value?: unknown; message?: string }]>([
    ['an object', { mode: 'a' }, { ok: true, value: { mode: 'a' } }],
    ['its text, compiled', '{"mode": "a"}', { ok: true, value: { mode: 'a' } }],
    ['a text that does not compile', '{"mode" "a"}', { ok: false, message: 'JSON invalide : « : » attendu (ligne 1, colonne 9)' }],
    ['the form’s marker of such a text', { $invalidJson: '[1,' }, { ok: false, message: 'JSON invalide : valeur attendue (ligne 1, colonne 4)' }],
    ['a text of no object', '[1, 2]', { ok: false, message: 'Doit être un objet' }],
  ])('the object editor’s value: %s', (_, value, verdict) => {
    expect(validateValue(options, value)).toEqual(verdict);
  });

  it('refuses the marker on an object with declared members and in a list of free objects too', () => {
    const address: PropertyDefinition = { key: 'address', type: 'object', propertiesList: [{ key: 'city', type: 'string' }] };
    expect(validateValue(address, { $invalidJson: '{' }).ok).toBe(false);
    const list: PropertyDefinition = { key: 'items', label: 'Éléments', type: 'list', itemType: 'object' };
    expect(validateValue(list, [{ a: 1 }, { $invalidJson: '{' }])).toMatchObject({ ok: false, message: expect.stringContaining('JSON invalide') });
  });
});
