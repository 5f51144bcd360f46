// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderPropForm, stored } from '../nested/testing';

const status: PropertyDefinition = {
  key: 'status',
  label: 'Statut',
  type: 'enum',
  values: [
    { value: 'prepub', label: 'Prépub' },
    { value: 'published', label: 'Publié' },
    { value: 'archived', label: 'Archivé' },
  ],
};
const combobox = () => screen.getByRole('combobox', { name: /Statut|Type/ }) as HTMLInputElement;
const typeIn = (text: string) => {
  combobox().focus();
  fireEvent.mouseDown(combobox());
  fireEvent.change(combobox(), { target: { value: text } });
};
const chipLabels = () => Array.from(document.querySelectorAll('.MuiChip-label')).map((chip) => chip.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('enum select (spec 000 §5 Enum)', () => {
  it('is searchable, case and accents ignored', async () => {
    renderPropForm(status, { status: 'prepub' });
    expect(combobox().value).toBe('Prépub');
    typeIn('PUBLIE');
    fireEvent.click(await screen.findByRole('option', { name: 'Publié' }));
    await waitFor(() => expect(stored()).toBe('published'));
  });

  it('forgives a typo once 3 characters are typed (Fuse, threshold 0.2)', async () => {
    renderPropForm(status, {});
    typeIn('archve');
    fireEvent.click(await screen.findByRole('option', { name: 'Archivé' }));
    await waitFor(() => expect(stored()).toBe('archived'));
    expect(screen.queryByRole('option', { name: 'Prépub' })).toBeNull();
  });

  it("says 'Pas de résultat pour {input}' when nothing matches", async () => {
    renderPropForm(status, {});
    typeIn('zzz');
    expect(await screen.findByText('Pas de résultat pour zzz')).toBeTruthy();
  });

  it("offers '(aucun)' when not required, which empties it", async () => {
    renderPropForm(status, { status: 'published' });
    typeIn('');
    fireEvent.click(await screen.findByRole('option', { name: '(aucun)' }));
    await waitFor(() => expect(stored()).toBeNull());
    cleanup();
    renderPropForm({ ...status, required: true }, { status: 'published' });
    typeIn('');
    await screen.findByRole('option', { name: 'Prépub' });
    expect(screen.queryByRole('option', { name: '(aucun)' })).toBeNull();
  });

  it('stores one pick of a multiple enum as that value, none as null, and shows a single value as a chip', async () => {
    renderPropForm({ ...status, multiple: true }, { status: 'prepub' });
    expect(chipLabels()).toEqual(['Prépub']);
    typeIn('arch');
    fireEvent.click(await screen.findByRole('option', { name: 'Archivé' }));
    await waitFor(() => expect(stored()).toEqual(['prepub', 'archived']));
    fireEvent.click(screen.getAllByTestId('CancelIcon')[0]);
    await waitFor(() => expect(stored()).toBe('archived'));
    fireEvent.click(screen.getAllByTestId('CancelIcon')[0]);
    await waitFor(() => expect(stored()).toBeNull());
  });
});

describe('enum with a data source (spec 001 §3)', () => {
  const schemas = [
    { _id: 'TextContent', label: 'Contenus texte', isContent: true },
    { _id: 'Video', label: 'Vidéos', isContent: true },
  ];

  it('loads its choices through the data provider, the query as filter, with valuePath and labelPath', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: schemas.map((s) => ({ id: s._id, ...s })), total: 2 }));
    const prop: PropertyDefinition = {
      key: 'objectType',
      label: 'Type',
      type: 'enum',
      dataSource: { resource: 'schema', isGlobal: true, valuePath: '_id', labelPath: 'label', query: '{"isContent":true}' },
    };
    renderPropForm(prop, {}, { dataProvider: { getList } });
    typeIn('vid');
    fireEvent.click(await screen.findByRole('option', { name: 'Vidéos' }));
    await waitFor(() => expect(stored()).toBe('Video'));
    expect(getList).toHaveBeenCalledWith('schema', expect.objectContaining({ filter: { isContent: true } }));
  });

  it('reads an API path at listPath', async () => {
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            result: {
              formulas: [
                { code: 'M', name: 'Mensuel' },
                { code: 'A', name: 'Annuel' },
              ],
            },
          }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const prop: PropertyDefinition = {
      key: 'formula',
      label: 'Type de formule',
      type: 'enum',
      dataSource: { resource: 'SubscriptionFormula', apiPath: 'formulas/list', listPath: 'result.formulas', valuePath: 'code', labelPath: 'name' },
    };
    renderPropForm(prop, {});
    typeIn('ann');
    fireEvent.click(await screen.findByRole('option', { name: 'Annuel' }));
    await waitFor(() => expect(stored()).toBe('A'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/demo/formulas/list');
  });
});
