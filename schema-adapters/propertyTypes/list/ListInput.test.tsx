// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderPropForm, stored } from '../nested/testing';
import type { ReactNode } from 'react';
import { propertyTypes } from '../registry';
import type { PropertyInputProps } from '../types';

const names: PropertyDefinition = { key: 'names', label: 'Noms', type: 'list', itemType: 'string' };
// By selector, not by role: getAllByRole walks the accessibility tree, two minutes over 200 items on CI's 2 cores.
const items = () => [...document.body.querySelectorAll<HTMLElement>('[role="listitem"]')];
const itemInput = (n: number) => within(items()[n - 1]).getByLabelText(`Élément ${n}`) as HTMLInputElement;
const button = (name: string): HTMLButtonElement => {
  const named = [...document.body.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  expect(named, name).toHaveLength(1);
  return named[0];
};
const submit = () => fireEvent.click(button('Valider'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('list editor (spec 000 §5 List)', () => {
  it('adds, edits, moves and removes items with the registry input of the item type', async () => {
    renderPropForm(names, { names: ['Alice', 'Bruno'] });
    expect(itemInput(1).value).toBe('Alice');
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.change(itemInput(3), { target: { value: 'Chloé' } });
    await waitFor(() => expect(stored()).toEqual(['Alice', 'Bruno', 'Chloé']));

    fireEvent.click(button("Monter l'élément 3"));
    await waitFor(() => expect(stored()).toEqual(['Alice', 'Chloé', 'Bruno']));
    expect(itemInput(2).value).toBe('Chloé');
    expect(button("Monter l'élément 1").disabled).toBe(true);
    expect(button("Descendre l'élément 3").disabled).toBe(true);

    fireEvent.click(button("Supprimer l'élément 1"));
    await waitFor(() => expect(stored()).toEqual(['Chloé', 'Bruno']));
    expect(itemInput(1).value).toBe('Chloé');
    expect(screen.getByText('2 éléments')).toBeTruthy();
  });

  it('moves an item dropped by its drag handle onto another item', async () => {
    renderPropForm(names, { names: ['Alice', 'Bruno', 'Chloé'] });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'none',
    };
    fireEvent.dragStart(screen.getAllByTitle('Glisser pour déplacer')[2], { dataTransfer });
    fireEvent.dragOver(items()[0], { dataTransfer });
    fireEvent.drop(items()[0], { dataTransfer });
    await waitFor(() => expect(stored()).toEqual(['Chloé', 'Alice', 'Bruno']));
  });

  it('wraps a value that is no list into a list of one', async () => {
    renderPropForm(names, { names: 'Alice' });
    await waitFor(() => expect(stored()).toEqual(['Alice']));
    expect(itemInput(1).value).toBe('Alice');
  });

  it('shows min / max and stops adding at max; the shared validator enforces them', async () => {
    renderPropForm({ ...names, min: 2, max: 3 }, { names: ['Alice'] });
    expect(screen.getByText('1 élément — au moins 2, au plus 3')).toBeTruthy();
    submit();
    expect(await screen.findByText('Au moins 2 éléments')).toBeTruthy();
    const add = button('Ajouter');
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(add.disabled).toBe(true);
  });

  it('shows an item error at the item, and the list message until it is fixed', async () => {
    const onSubmit = vi.fn();
    renderPropForm(names, { names: ['Alice'] }, { onSubmit });
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(items()).toHaveLength(2));
    submit();
    expect(await within(items()[1]).findByText('Ce champ est requis')).toBeTruthy();
    expect(screen.getByText('Élément 2 : Ce champ est requis')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(itemInput(2), { target: { value: 'Bruno' } });
    await waitFor(() => expect(screen.queryByText('Élément 2 : Ce champ est requis')).toBeNull());
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].names).toEqual(['Alice', 'Bruno']);
  });

  it('renders an object item as a nested form', async () => {
    const counterparts: PropertyDefinition = {
      key: 'counterparts',
      label: 'Contreparties',
      type: 'list',
      itemType: 'object',
      itemSchema: {
        propertiesList: [
          { key: 'label', label: 'Libellé', type: 'string', required: true },
          { key: 'minAmount', label: 'Montant minimum', type: 'float' },
        ],
      },
    };
    renderPropForm(counterparts, { counterparts: [{ label: 'Un badge', minAmount: 5 }] });
    expect((within(items()[0]).getByLabelText('Libellé', { exact: false }) as HTMLInputElement).value).toBe('Un badge');
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.change(within(items()[1]).getByLabelText('Libellé', { exact: false }), { target: { value: 'Un livre' } });
    await waitFor(() => expect(stored()).toMatchObject([{ label: 'Un badge', minAmount: 5 }, { label: 'Un livre' }]));
  });

  it('edits items of an undescribed list as JSON', async () => {
    renderPropForm({ key: 'raw', label: 'Brut', type: 'list' }, { raw: [{ a: 1 }] });
    fireEvent.change(itemInput(1), { target: { value: '{"a": 2}' } });
    await waitFor(() => expect(stored()).toEqual([{ a: 2 }]));
  });

  it('re-renders only the item typed in, moved or added, not the whole list', async () => {
    // The string adapter's input, wrapped to count its renders. Forty items: what holds for them holds for hundreds, and
    // rendering 200 in jsdom took CI a minute (the browser's figures are the bench's).
    const spy = vi.spyOn(propertyTypes.string as unknown as { Input: (props: PropertyInputProps) => ReactNode }, 'Input');
    const many = Array.from({ length: 40 }, (_, i) => `Nom ${i + 1}`);
    renderPropForm(names, { names: many });
    await waitFor(() => expect(items()).toHaveLength(40));
    spy.mockClear();
    const input = itemInput(30);
    act(() => {
      fireEvent.change(input, { target: { value: 'Changé' } });
    });
    await waitFor(() => expect(stored()).toContain('Changé'));
    expect(spy.mock.calls.length).toBeLessThanOrEqual(3);

    // Moving or adding one item re-renders the items concerned, not the 40.
    spy.mockClear();
    fireEvent.click(button("Monter l'élément 30"));
    await waitFor(() => expect((stored() as string[])[28]).toBe('Changé'));
    expect(itemInput(29).value).toBe('Changé');
    expect(spy.mock.calls.length).toBeLessThanOrEqual(8);
    spy.mockClear();
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(items()).toHaveLength(41));
    expect(spy.mock.calls.length).toBeLessThanOrEqual(8);
  }, 60_000);
});

describe('reference lists', () => {
  const authors: PropertyDefinition = { key: 'authors', label: 'Auteurs', type: 'list', itemType: 'objectRef', objectType: 'Author' };
  const dataProvider = {
    getList: () =>
      Promise.resolve({
        data: [
          { id: 'a1', label: 'Victor Hugo' },
          { id: 'a2', label: 'George Sand' },
        ],
        total: 2,
      }),
    getMany: vi.fn((_resource: string, { ids }: { ids: string[] }) =>
      Promise.resolve({ data: ids.map((id) => ({ id, label: id === 'a1' ? 'Victor Hugo' : 'George Sand' })) }),
    ),
  };
  const authorSchema = { _id: 'Author', label: 'Auteurs', section: 'contents' as const, propertiesList: [] };

  it('pick each item by search, store {_id, _cls, _isRef} and link to the record', async () => {
    renderPropForm(
      authors,
      { authors: [{ _id: 'a1', _cls: 'Author', _isRef: true }] },
      { dataProvider, schemas: [authorSchema], user: { _id: 'u1', login: 'redac', rights: { contents: true } } },
    );
    await waitFor(() => expect(itemInput(1).value).toBe('Victor Hugo'));
    const link = within(items()[0]).getByRole('link', { name: 'Ouvrir la fiche référencée' });
    expect(link.getAttribute('href')).toBe('/demo/contents/authors/a1');
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.mouseDown(itemInput(2));
    fireEvent.change(itemInput(2), { target: { value: 'Geo' } });
    fireEvent.click(await screen.findByText('George Sand'));
    await waitFor(() =>
      expect(stored()).toEqual([
        { _id: 'a1', _cls: 'Author', _isRef: true },
        { _id: 'a2', _cls: 'Author', _isRef: true },
      ]),
    );
  });

  it('may not mix types', async () => {
    const products: PropertyDefinition = {
      key: 'products',
      label: 'Produits',
      type: 'list',
      itemType: 'objectRef',
      objectType: ['Event', 'ShopItem'],
    };
    renderPropForm(
      products,
      {
        products: [
          { _id: 'e1', _cls: 'Event', _isRef: true },
          { _id: 's1', _cls: 'ShopItem', _isRef: true },
        ],
      },
      { dataProvider },
    );
    submit();
    expect(await screen.findByText('Une liste de références ne peut pas mélanger plusieurs types')).toBeTruthy();
  });
});
