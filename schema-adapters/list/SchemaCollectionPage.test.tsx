// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, Notification, type GetListParams } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { renderInAdmin } from '../testing/renderInAdmin';
import { SchemaCollectionPage } from './SchemaCollectionPage';

const news: DataSchema = {
  _id: 'News',
  label: 'Actualités',
  singular: 'Actualité',
  section: 'contents',
  subFilters: [{ id: 'published', label: 'Publiées', adminFilter: { status: 'published' } }],
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', column: true, sortable: true },
    { key: 'status', label: 'Statut', type: 'enum', column: true, filterable: true, values: [{ value: 'published', label: 'Publié' }] },
    { key: 'publishTs', label: 'Publication', type: 'timestamp' },
  ],
};

const rows = [
  { id: 'n1', _id: 'n1', label: 'Première', status: 'published', createdAt: new Date(2024, 0, 5, 9, 7).toISOString() },
  { id: 'n2', _id: 'n2', label: 'Seconde', status: 'other' },
];

const listOf = (data = rows) => vi.fn((_resource: string, _params: GetListParams) => Promise.resolve({ data, total: data.length }));

function setup(page: React.ReactElement, dataProvider: Record<string, unknown>, isDeveloper = false) {
  const location = { pathname: '' };
  renderInAdmin(
    <>
      {page}
      <Notification />
    </>,
    { dataProvider, user: { _id: 'u1', login: 'admin', isDeveloper }, onLocation: (pathname) => (location.pathname = pathname) },
  );
  return location;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SchemaCollectionPage', () => {
  it('lists 30 records per page, newest published first, with the column properties and the creation date', async () => {
    const getList = listOf();
    setup(<SchemaCollectionPage schema={news} />, { getList });
    expect(await screen.findByText('Première')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Actualités' })).toBeTruthy();
    for (const header of ['Titre', 'Statut', 'Créé le']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByText('05/01/2024 09:07')).toBeTruthy();
    expect(getList.mock.calls[0][1]).toMatchObject({ pagination: { page: 1, perPage: 30 }, sort: { field: 'publishTs', order: 'DESC' } });
  });

  it('says "plus de 10 000" when the server only bounds the total', async () => {
    const getList = vi.fn(() =>
      Promise.resolve({ data: rows, pageInfo: { hasNextPage: true, hasPreviousPage: false }, meta: { countAtLeast: 10000 } }),
    );
    setup(<SchemaCollectionPage schema={news} />, { getList });
    expect(await screen.findByText('1-30 sur plus de 10 000')).toBeTruthy();
  });

  it('opens a record from its row and links to creation', async () => {
    const location = setup(<SchemaCollectionPage schema={news} />, { getList: listOf() });
    expect((await screen.findByRole('link', { name: '+ Créer' })).getAttribute('href')).toBe('/demo/contents/news/new');
    fireEvent.click(await screen.findByText('Première'));
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/news/n1/edit'));
  });

  it('shows a fetch error above an emptied list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    setup(<SchemaCollectionPage schema={news} />, { getList: () => Promise.reject(new HttpError('Filtre invalide', 400, {})) });
    expect(await screen.findByText('Filtre invalide')).toBeTruthy();
    expect(screen.queryByText('Première')).toBeNull();
  });

  it('asks the server for a sub-filter by its id and names it in the title', async () => {
    const getList = listOf();
    setup(<SchemaCollectionPage schema={news} filterId="published" />, { getList });
    expect(await screen.findByRole('heading', { name: 'Actualités — Publiées' })).toBeTruthy();
    await waitFor(() => expect(getList.mock.calls[0][1].meta).toMatchObject({ filterId: 'published' }));
    expect(getList.mock.calls[0][1].filter).toEqual({});
  });

  it('deletes a row after confirmation', async () => {
    const deleteOne = vi.fn(() => Promise.resolve({ data: rows[0] }));
    setup(<SchemaCollectionPage schema={news} />, { getList: listOf(), delete: deleteOne });
    const row = (await screen.findByText('Première')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir supprimer ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Actualités - Première a bien été supprimée')).toBeTruthy();
    expect(deleteOne).toHaveBeenCalledWith('News', expect.objectContaining({ id: 'n1' }));
  });

  it("offers no 'Supprimer' on the rows of a type whose records the console only views (spec 001 §8)", async () => {
    setup(<SchemaCollectionPage schema={{ ...news, recordsAreEditableInAdmin: false }} />, { getList: listOf() });
    const row = (await screen.findByText('Première')).closest('tr')!;
    expect(await within(row).findByRole('link', { name: 'Voir' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('lets developers list archived records and restore them', async () => {
    const getList = listOf();
    const restore = vi.fn(() => Promise.resolve({ data: rows[0] }));
    setup(<SchemaCollectionPage schema={news} />, { getList, restore }, true);
    fireEvent.click(await screen.findByRole('switch', { name: 'Archivés' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].meta).toEqual({ archived: true, columnsOnly: true }));

    const row = (await screen.findByText('Première')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Restaurer' }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir restaurer ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('News', { id: 'n1' }));
  });

  it('hides the archived toggle and the schema link from non-developers', async () => {
    setup(<SchemaCollectionPage schema={news} />, { getList: listOf() });
    await screen.findByText('Première');
    expect(screen.queryByText('Archivés')).toBeNull();
    expect(screen.queryByText('Modifier le schéma')).toBeNull();
  });
});
