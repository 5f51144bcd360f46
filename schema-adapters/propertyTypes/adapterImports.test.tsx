// @vitest-environment jsdom
// Each adapter can be the first module a screen imports: no adapter imports the registry, so none is caught in
// a cycle where the registry reads an adapter that is not yet initialised ("Cannot access … before initialization").
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';

const adapterModules = import.meta.glob('./*/index.tsx');

/** A property each adapter folder renders, members and items included. */
const samples: Record<string, PropertyDefinition> = {
  bool: { key: 'p', label: 'Publié', type: 'bool' },
  color: { key: 'p', label: 'Couleur', type: 'color' },
  enum: { key: 'p', label: 'Genre', type: 'enum', values: [{ value: 'a', label: 'A' }] },
  font: { key: 'p', label: 'Police', type: 'Font' },
  layout: { key: 'p', label: 'Mise en page', type: 'layout' },
  link: { key: 'p', label: 'Lien', type: 'Link' },
  list: { key: 'p', label: 'Dates', type: 'list', itemType: 'timestamp' },
  media: { key: 'p', label: 'Image', type: 'image' },
  number: { key: 'p', label: 'Nombre', type: 'int' },
  object: { key: 'p', label: 'Période', type: 'object', required: true, propertiesList: [{ key: 'start', label: 'Début', type: 'timestamp' }] },
  reference: { key: 'p', label: 'Auteur', type: 'object_id', objectType: 'Author' },
  richtext: { key: 'p', label: 'Texte', type: 'richtext' },
  slug: { key: 'p', label: 'Slug', type: 'slug' },
  string: { key: 'p', label: 'Titre', type: 'string' },
  timestamp: { key: 'p', label: 'Date', type: 'timestamp' },
};

const folderOf = (path: string) => path.split('/')[1];

afterEach(cleanup);

describe('property-type adapters imported first, alone', () => {
  it('has a sample for every adapter folder', () => {
    expect(Object.keys(adapterModules).map(folderOf).sort()).toEqual(Object.keys(samples).sort());
  });

  for (const [path, load] of Object.entries(adapterModules)) {
    const folder = folderOf(path);
    it(`imports ${folder} in a fresh module graph and renders it`, async () => {
      vi.resetModules();
      const adapterModule = (await load()) as Record<string, { Input?: unknown }>;
      expect(Object.values(adapterModule).some((value) => typeof value?.Input === 'function')).toBe(true);
      // The registry, read after the adapter, holds every adapter (a cycle would leave some undefined).
      const { propertyTypes } = await import('./registry');
      expect(
        Object.entries(propertyTypes)
          .filter(([, adapter]) => !adapter)
          .map(([type]) => type),
      ).toEqual([]);
      const { renderPropForm } = await import('./nested/testing');
      const prop = samples[folder];
      renderPropForm(prop, {}, { dataProvider: { getList: () => Promise.resolve({ data: [], total: 0 }) } });
      expect((await screen.findAllByText(prop.label as string)).length).toBeGreaterThan(0);
      if (prop.propertiesList) expect(await screen.findByText('Début')).toBeTruthy();
      expect(screen.queryByText(/No input for property/)).toBeNull();
    });
  }
});
