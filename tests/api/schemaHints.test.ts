// A property's hint is rich text at every depth (spec 000 §6): a hint sent as plain text is stored as rich text, and
// its html is sanitised like any rich text.
import { describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './client.js';

describe('schema property hints', () => {
  it('are stored as sanitised rich text, in object members and list items too', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const id = `Aides${Date.now()}`;
    const created = await admin.post('/api/global/data/schema', {
      _id: id,
      label: 'Aides',
      singular: 'Aide',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesList: [
        { key: 'label', label: 'Titre', type: 'string', hint: 'Le titre <b>complet</b>' },
        {
          key: 'address',
          label: 'Adresse',
          type: 'object',
          propertiesList: [{ key: 'city', type: 'string', hint: 'Ville<script>alert(1)</script>' }],
        },
        {
          key: 'chapters',
          label: 'Chapitres',
          type: 'list',
          itemType: 'object',
          itemSchema: { propertiesList: [{ key: 'name', type: 'string', hint: { html: '<p onclick="x()">Nom</p>', editorStateJson: null } }] },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { propertiesList } = (await admin.get(`/api/global/data/schema/${id}`)).body;
    expect(propertiesList[0].hint).toEqual({ html: 'Le titre <b>complet</b>' });
    expect(propertiesList[1].propertiesList[0].hint).toEqual({ html: 'Ville' });
    expect(propertiesList[2].itemSchema.propertiesList[0].hint).toEqual({ html: '<p>Nom</p>', editorStateJson: null });
  });
});
