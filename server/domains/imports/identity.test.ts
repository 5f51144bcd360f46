import { describe, expect, it } from 'vitest';
import { contentId, identityOf } from './identity.js';

describe('identityOf', () => {
  it('is the _id, the unique key, or a hash of the row that does not depend on its keys’ order', () => {
    expect(identityOf('Tag', { _id: 'a1', text: 'x' }, 'create', '_id', 'Identifiant')).toEqual({ by: 'id', id: 'a1', rowKey: 'id:a1' });
    expect(identityOf('Tag', { text: 'Sport' }, 'upsert', 'text', 'Texte')).toEqual({ by: 'key', value: 'Sport', rowKey: 'key:text=Sport' });
    const drawn = identityOf('Tag', { text: 'x', label: 'y' }, 'create', '_id', 'Identifiant');
    expect(drawn).toEqual({
      by: 'id',
      id: contentId('Tag', { label: 'y', text: 'x' }),
      rowKey: `hash:${contentId('Tag', { text: 'x', label: 'y' })}`,
    });
    expect(contentId('Tag', { text: 'x' })).toMatch(/^[0-9a-f]{24}$/);
    expect(contentId('Tag', { text: 'x' })).not.toBe(contentId('Video', { text: 'x' }));
  });
  it('says why a row has none', () => {
    expect(identityOf('Tag', { text: 'x' }, 'update', '_id', 'Identifiant')).toEqual({
      problem: { field: 'Identifiant', reason: "manquant : une mise à jour trouve l'enregistrement par son identifiant" },
    });
    expect(identityOf('Tag', { label: 'x' }, 'upsert', 'text', 'Texte')).toEqual({
      problem: { field: 'Texte', reason: "manquant : l'import trouve les enregistrements par ce champ" },
    });
  });
});
