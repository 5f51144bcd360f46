import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { clipboardTextOf, pastedValues, type PasteTarget } from './clipboard';

const schema = {
  _id: 'TextContent',
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true },
    { key: 'chapo', label: 'Chapô', type: 'string' },
    { key: 'slug', type: 'slug', notDuplicable: true },
    { key: 'code', type: 'string', createOnly: true },
    { key: 'secret', type: 'string', notDisplayableInAdmin: true },
  ] satisfies PropertyDefinition[],
};
const saved = { id: 'b2', _id: 'b2', _cls: 'TextContent', createdAt: '2024-05-01', label: 'Cible', chapo: 'Ancien', slug: 'cible', code: 'B' };
const target: PasteTarget = { schema, isNew: false, isDeveloper: false, stored: saved, current: saved };
const source = { _cls: 'TextContent', _id: 'a1', createdAt: '2020-01-01', label: 'Source', slug: 'source', code: 'A', secret: 's' };

describe('clipboardTextOf', () => {
  it('puts the class marker first and leaves out react-admin id', () => {
    const text = clipboardTextOf(schema, { id: 'a1', _id: 'a1', label: 'Source', _cls: 'TextContent' });
    expect(text.startsWith('{\n  "_cls": "TextContent",')).toBe(true);
    expect(JSON.parse(text)).toEqual({ _cls: 'TextContent', _id: 'a1', label: 'Source' });
  });

  it("names the schema's class for a record not saved yet", () => {
    expect(JSON.parse(clipboardTextOf(schema, { label: 'Neuf' }))).toEqual({ _cls: 'TextContent', label: 'Neuf' });
  });
});

describe('pastedValues', () => {
  it('sets the pasted values, not ids, dates, notDuplicable, locked or developer-only properties', () => {
    expect(pastedValues(JSON.stringify(source), target)).toEqual({
      ok: true,
      // chapo: absent from the pasted object, so cleared; slug, code and ids: the target's own.
      value: { id: 'b2', _id: 'b2', _cls: 'TextContent', createdAt: '2024-05-01', label: 'Source', slug: 'cible', code: 'B' },
    });
  });

  it('sets createOnly properties on a new record, and developer-only ones for developers', () => {
    const result = pastedValues(JSON.stringify(source), { ...target, isNew: true, isDeveloper: true, stored: {}, current: {} });
    expect(result).toEqual({ ok: true, value: { label: 'Source', code: 'A', secret: 's' } });
  });

  it.each([
    ['another class', { ...source, _cls: 'Author' }, 'Impossible de coller : cet objet est de type Author, pas TextContent'],
    ['no class marker', { label: 'x' }, "Impossible de coller : cet objet n'indique pas son type (_cls)"],
    ['invalid values', { _cls: 'TextContent', label: '' }, 'Impossible de coller : Titre : Ce champ est requis'],
  ])('refuses %s', (_name, object, message) => {
    expect(pastedValues(JSON.stringify(object), target)).toEqual({ ok: false, errors: [message] });
  });

  it('refuses text that is not a JSON object', () => {
    const result = pastedValues('bonjour', target);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^Impossible de coller : JSON invalide : /);
  });
});
