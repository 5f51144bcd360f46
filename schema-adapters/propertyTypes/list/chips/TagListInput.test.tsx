// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../../../../model/metaSchema';
import { renderPropForm, stored } from '../../nested/testing';

const TAGS = [
  { id: 'tag-economie', text: 'économie', label: 'Économie' },
  { id: 'tag-culture', text: 'culture', label: 'Culture' },
  { id: 'tag-climat', text: 'climat', label: 'Climat' },
];
const tagSchema: DataSchema = { _id: 'Tag', label: 'Tags', section: 'contents', propertiesList: [] };
const dataProvider = () => ({
  getList: vi.fn(() => Promise.resolve({ data: TAGS, total: TAGS.length })),
  getMany: vi.fn((_r: string, { ids }: { ids: string[] }) => Promise.resolve({ data: TAGS.filter((t) => ids.includes(t.id)) })),
  create: vi.fn((_r: string, { data }: { data: { text: string } }) => Promise.resolve({ data: { id: 'tag-new', ...data } })),
});
const ref = (id: string) => ({ _id: id, _cls: 'Tag', _isRef: true });
const tags: PropertyDefinition = { key: 'tags', label: 'Tags', type: 'list', itemType: 'objectRef', objectType: 'Tag' };
const input = () => screen.getByRole('combobox', { name: 'Tags' }) as HTMLInputElement;
const typeIn = (text: string) => {
  input().focus();
  fireEvent.mouseDown(input());
  fireEvent.change(input(), { target: { value: text } });
};

afterEach(cleanup);

describe('tag lists (spec 000 §5: autocomplete on a prefix, case and accent insensitive)', () => {
  it('show picked tags as chips linking to their record, for who may open the tags', async () => {
    const editor = { _id: 'u1', login: 'redac', rights: { contents: true } };
    renderPropForm(tags, { tags: [ref('tag-culture')] }, { dataProvider: dataProvider(), schemas: [tagSchema], user: editor });
    const chip = await screen.findByRole('link', { name: /Culture/ });
    expect(chip.getAttribute('href')).toBe('/demo/contents/tags/tag-culture');
    cleanup();
    const seller = { _id: 'u2', login: 'vente', rights: { products: true } };
    renderPropForm(tags, { tags: [ref('tag-culture')] }, { dataProvider: dataProvider(), schemas: [tagSchema], user: seller });
    await screen.findByText('Culture');
    expect(screen.queryByRole('link', { name: /Culture/ })).toBeNull();
  });

  it('offer tags by a prefix typed without accents, and store references', async () => {
    renderPropForm(tags, { tags: [ref('tag-culture')] }, { dataProvider: dataProvider(), schemas: [tagSchema] });
    await screen.findByText('Culture');
    typeIn('ECO');
    fireEvent.click(await screen.findByRole('option', { name: 'Économie' }));
    await waitFor(() => expect(stored()).toEqual([ref('tag-culture'), ref('tag-economie')]));
  });

  it('never offer a tag already picked', async () => {
    renderPropForm(tags, { tags: [ref('tag-climat')] }, { dataProvider: dataProvider(), schemas: [tagSchema] });
    await screen.findByText('Climat');
    typeIn('cl');
    expect(await screen.findByRole('option', { name: 'Créer le tag « cl »' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Climat' })).toBeNull();
  });

  it('create a tag from the typed text', async () => {
    const provider = dataProvider();
    renderPropForm(tags, { tags: [] }, { dataProvider: provider, schemas: [tagSchema] });
    typeIn('Sport');
    fireEvent.click(await screen.findByRole('option', { name: 'Créer le tag « Sport »' }));
    await waitFor(() => expect(stored()).toEqual([ref('tag-new')]));
    expect(provider.create).toHaveBeenCalledWith('Tag', expect.objectContaining({ data: { text: 'Sport', label: 'Sport' } }));
  });

  it('keep a tag picked while a new one is being created, and the new one', async () => {
    let answer: () => void = () => undefined;
    const provider = {
      ...dataProvider(),
      create: vi.fn(
        (_r: string, { data }: { data: { text: string } }) =>
          new Promise((resolve) => (answer = () => resolve({ data: { id: 'tag-new', ...data } }))),
      ),
    };
    renderPropForm(tags, { tags: [ref('tag-culture')] }, { dataProvider: provider, schemas: [tagSchema] });
    await screen.findByText('Culture');
    typeIn('Sport');
    fireEvent.click(await screen.findByRole('option', { name: 'Créer le tag « Sport »' }));
    typeIn('clim');
    fireEvent.click(await screen.findByRole('option', { name: 'Climat' }));
    await waitFor(() => expect(stored()).toEqual([ref('tag-culture'), ref('tag-climat')]));
    answer();
    await waitFor(() => expect(stored()).toEqual([ref('tag-culture'), ref('tag-climat'), ref('tag-new')]));
  });
});

describe('tag text lists (strings, objectType Tag)', () => {
  const texts: PropertyDefinition = { key: 'tags', label: 'Tags', type: 'list', itemType: 'string', objectType: 'Tag' };

  it('are unique by case-insensitive trimmed text', async () => {
    renderPropForm(texts, { tags: ['climat'] }, { dataProvider: dataProvider(), schemas: [tagSchema] });
    typeIn(' Climat ');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Ajouter/ })).toBeNull());
    typeIn('Sport');
    fireEvent.click(await screen.findByRole('option', { name: 'Ajouter « Sport »' }));
    typeIn('éco');
    fireEvent.click(await screen.findByRole('option', { name: 'économie' }));
    await waitFor(() => expect(stored()).toEqual(['climat', 'Sport', 'économie']));
  });
});
