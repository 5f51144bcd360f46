// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';
import type { SessionUser } from '../../../model/rights';
import { renderPropForm } from '../nested/testing';

const author: PropertyDefinition = { key: 'author', label: 'Auteur', type: 'objectRef', objectType: 'Author' };
const authorSchema: DataSchema = { _id: 'Author', label: 'Auteurs', section: 'contents', propertiesList: [] };
const victor = { _id: 'a1', _cls: 'Author', _isRef: true };

afterEach(cleanup);

describe('reference input', () => {
  it("shows the referenced record's label, fetched when the value has none", async () => {
    const getMany = vi.fn(() => Promise.resolve({ data: [{ id: 'a1', label: 'Victor Hugo' }] }));
    renderPropForm(
      author,
      { author: victor },
      { dataProvider: { getList: () => Promise.resolve({ data: [], total: 0 }), getMany }, schemas: [authorSchema] },
    );
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Auteur' }) as HTMLInputElement).value).toBe('Victor Hugo'));
    expect(getMany).toHaveBeenCalledWith('Author', expect.objectContaining({ ids: ['a1'] }));
  });

  it('shows a serialised label at once', async () => {
    const getMany = vi.fn(() => new Promise(() => undefined));
    renderPropForm(
      author,
      { author: { ...victor, label: 'Victor Hugo' } },
      { dataProvider: { getList: () => Promise.resolve({ data: [], total: 0 }), getMany } },
    );
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Auteur' }) as HTMLInputElement).value).toBe('Victor Hugo'));
  });

  it('searches the referenced records only once its choices are opened', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [{ id: 'a2', label: 'George Sand' }], total: 1 }));
    renderPropForm(
      author,
      { author: { ...victor, label: 'Victor Hugo' } },
      { dataProvider: { getList, getMany: () => new Promise(() => undefined) } },
    );
    const input = screen.getByRole('combobox', { name: 'Auteur' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Victor Hugo'));
    expect(getList).not.toHaveBeenCalled();
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'George Sand' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('Author', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
  });

  const withAuthor = (user: SessionUser) =>
    renderPropForm(
      author,
      { author: victor },
      {
        dataProvider: {
          getList: () => Promise.resolve({ data: [], total: 0 }),
          getMany: () => Promise.resolve({ data: [{ id: 'a1', label: 'Victor Hugo' }] }),
        },
        schemas: [authorSchema],
        user,
      },
    );

  it('links to the referenced record: {collection path}/{id}', async () => {
    withAuthor({ _id: 'u1', login: 'redac', rights: { contents: true } });
    const link = await screen.findByRole('link', { name: 'Ouvrir la fiche référencée' });
    expect(link.getAttribute('href')).toBe('/demo/contents/authors/a1');
  });

  it('offers no link to a user who could not open the record (a dead end)', async () => {
    withAuthor({ _id: 'u2', login: 'commerce', rights: { users: true } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Auteur' }) as HTMLInputElement).value).toBe('Victor Hugo'));
    expect(screen.queryByRole('link', { name: 'Ouvrir la fiche référencée' })).toBeNull();
  });
});
