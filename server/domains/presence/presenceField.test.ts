import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema.js';
import { presenceField } from './presenceField.js';

// Over every catalogue type, against the real server: tests/api/presence.test.ts.
const schema = {
  _id: 'Page',
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string' },
    { key: 'notes', label: 'Notes', type: 'string', notDisplayableInAdmin: true },
    { key: 'secret', label: 'Secret', type: 'password', writeOnly: true },
    { key: 'layout', label: 'Mise en page', type: 'layout' },
  ],
} as unknown as DataSchema;
const layout = [{ cols: [{ size: 12, contents: [{ uuid: 'c-1', type: 'text' }, { type: 'image' }] }] }];
const record = { label: 'Accueil', layout };
const editor = { _id: 'u', login: 'u' };
const developer = { ...editor, isDeveloper: true };
const field = (name: string | null, user = editor) => presenceField(schema, user, record, name);

describe('the field a presence beat names', () => {
  it('is a property the sender sees, or a component of a layout (by uuid, else by place)', () => {
    expect(field(null)).toBeNull();
    expect(field('label')).toBe('label');
    expect(field('layout')).toBe('layout');
    expect(field('layout/c-1')).toBe('layout/c-1');
    expect(field('layout/0.0.1')).toBe('layout/0.0.1');
    expect(field('notes', developer)).toBe('notes');
  });

  it('marks the layout itself for a component not saved yet', () => {
    expect(field('layout/4b1c2d9e-0000-4000-8000-000000000000')).toBe('layout');
  });

  it('refuses in French anything else: unknown, hidden, write-only, text after a plain field, markup', () => {
    for (const name of ['inconnu', 'notes', 'secret', 'label/c-1', 'layout/<b>x</b>', 'layout/', '<img src=x onerror=alert(1)>', '']) {
      expect(() => field(name), name).toThrow(/Champ inconnu/);
    }
  });
});
