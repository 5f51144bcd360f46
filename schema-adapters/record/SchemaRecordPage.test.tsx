// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, Notification } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { ConsoleExtensionsProvider } from '../extensions';
import { renderInAdmin } from '../testing/renderInAdmin';
import { ARCHIVED_RECORD_NOTICE } from './ArchivedRecordAlert';
import { EVERY_TYPE } from './extraTabs';
import { SchemaRecordPage } from './SchemaRecordPage';

// Whole screens in jsdom, with the history's real 500 ms debounce: slow on a busy machine (as in vitest.config.ts).

const author: DataSchema = {
  _id: 'Author',
  label: 'Auteurs',
  singular: 'Auteur',
  section: 'contents',
  propertiesGroups: ['Général', 'Avancé'],
  propertiesList: [
    { key: 'label', label: 'Nom', type: 'string', required: true },
    {
      key: 'kind',
      label: 'Genre',
      type: 'enum',
      values: [
        { value: 'writer', label: 'Écrivain' },
        { value: 'other', label: 'Autre' },
      ],
    },
    { key: 'pseudo', label: 'Pseudonyme', type: 'string', condition: { key: 'kind', equals: 'writer' } },
    { key: 'notes', label: 'Notes', type: 'string', group: 'Avancé' },
    { key: 'status', label: 'Statut', type: 'string', sideBar: true },
    { key: 'country', label: 'Pays', type: 'objectRef', objectType: 'Country' },
  ],
};

const stored = {
  id: 'a1',
  _id: 'a1',
  _cls: 'Author',
  label: 'Victor Hugo',
  kind: 'writer',
  pseudo: 'VH',
  country: { _id: 'fr', _cls: 'Country', _isRef: true },
  createdAt: '2024-01-05T08:07:00.000Z',
};
const france = { id: 'fr', _id: 'fr', label: 'France' };

/** References show their labels (getMany, aggregated). */
const getMany = (resource: string, { ids }: { ids: string[] }) =>
  Promise.resolve({ data: resource === 'Country' ? [france].filter((country) => ids.includes(country.id)) : [] });

function setup(page: React.ReactElement, provider: Record<string, unknown>) {
  const dataProvider = { getMany, ...provider };
  const location = { pathname: '' };
  renderInAdmin(
    <>
      {page}
      <Notification />
    </>,
    { dataProvider, schemas: [author], onLocation: (pathname) => (location.pathname = pathname) },
  );
  return location;
}

const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('creating a record', () => {
  it('titles the form, saves the whole record, says so and opens the new record', async () => {
    const create = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...data, id: 'new1', _id: 'new1' } }),
    );
    const location = setup(<SchemaRecordPage schema={author} />, { create, getList: () => Promise.resolve({ data: [], total: 0 }) });

    expect(await screen.findByText("Création d'auteur")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nom', { exact: false }), { target: { value: 'George Sand' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText('Auteurs - George Sand a bien été enregistrée')).toBeTruthy();
    expect(create.mock.calls[0][1].data).toMatchObject({ label: 'George Sand' });
    // pseudo shows only for writers (display condition): hidden, it is not submitted.
    expect(create.mock.calls[0][1].data).not.toHaveProperty('pseudo');
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/authors/new1/edit'));
  });

  it('refuses to save without a required value, with the model message', async () => {
    const create = vi.fn();
    setup(<SchemaRecordPage schema={author} />, { create, getList: () => Promise.resolve({ data: [], total: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est requis')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('editing a record', () => {
  const getOne = (resource: string) => Promise.resolve({ data: resource === 'Country' ? france : stored });
  const getList = () => Promise.resolve({ data: [france, { id: 'be', _id: 'be', label: 'Belgique' }], total: 2 });

  it('shows the record in tabs and a side column, with its dates', async () => {
    setup(<SchemaRecordPage schema={author} id="a1" />, { getOne, getList });
    expect(await screen.findByText('Victor Hugo')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Général' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Avancé' })).toBeTruthy();
    expect(screen.getByLabelText('Statut', { exact: false })).toBeTruthy();
    expect(screen.getByText(/Modifié le \(manquant\)/)).toBeTruthy();
  });

  it("puts the form under 'Édition', beside 'liens' and the type's extra tabs of the console extensions", async () => {
    const extensions = { recordTabs: { Author: [{ label: 'Bibliographie', Component: () => <p>Liste des œuvres</p> }] } };
    setup(
      <ConsoleExtensionsProvider value={extensions}>
        <SchemaRecordPage schema={author} id="a1" />
      </ConsoleExtensionsProvider>,
      { getOne, getList },
    );
    await screen.findByText('Victor Hugo');
    const tabs = screen.getByRole('tablist', { name: 'Onglets de la fiche' });
    expect(Array.from(tabs.querySelectorAll('[role="tab"]'), (tab) => tab.textContent)).toEqual(['Édition', 'liens', 'Bibliographie']);
    fireEvent.click(screen.getByRole('tab', { name: 'Bibliographie' }));
    expect(await screen.findByText('Liste des œuvres')).toBeTruthy();
    // The form stays mounted (it validates on save), hidden.
    expect(screen.getByLabelText('Nom', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Général' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Édition' }));
    expect(screen.getByRole('tab', { name: 'Général' })).toBeTruthy();
  });

  it('enables Save only once something changed, and sends the change', async () => {
    const update = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) => Promise.resolve({ data: { ...stored, ...data } }));
    setup(<SchemaRecordPage schema={author} id="a1" />, { getOne, getList, update });
    await screen.findByText('Victor Hugo');
    const country = () => (screen.getByLabelText('Pays', { exact: false }) as HTMLInputElement).value;
    await waitFor(() => expect(country()).toBe('France'));
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));

    fireEvent.change(screen.getByLabelText('Nom', { exact: false }), { target: { value: 'Victor Marie Hugo' } });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton());

    expect(await screen.findByText('Auteurs - Victor Marie Hugo a bien été enregistrée')).toBeTruthy();
    expect(update.mock.calls[0][1]).toMatchObject({ id: 'a1', data: { label: 'Victor Marie Hugo' }, previousData: stored });
    // The reference keeps showing its label, not its id.
    expect(country()).toBe('France');
  });

  it("shows the server's message and its per-field errors when a save is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const update = () => Promise.reject(new HttpError('Enregistrement invalide', 400, { errors: { label: 'Nom déjà pris' } }));
    setup(<SchemaRecordPage schema={author} id="a1" />, { getOne, getList, update });
    await screen.findByText('Victor Hugo');
    fireEvent.change(screen.getByLabelText('Nom', { exact: false }), { target: { value: 'George Sand' } });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enregistrement invalide')).toBeTruthy();
    expect(await screen.findByText('Nom déjà pris')).toBeTruthy();
  });

  it('merges the version saved meanwhile after a 412, and asks about the field both changed (issue 22 §2)', async () => {
    const fresh = { ...stored, label: 'Victor Hugo (corrigé)', pseudo: 'V. H.' };
    let version = stored;
    const getOneMock = (resource: string) => Promise.resolve({ data: resource === 'Country' ? france : version });
    const update = () => Promise.reject(new HttpError('Enregistrement modifié entre-temps', 412, {}));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    setup(<SchemaRecordPage schema={author} id="a1" />, { getOne: getOneMock, getList, update });
    await screen.findByText('Victor Hugo');

    fireEvent.change(screen.getByLabelText('Nom', { exact: false }), { target: { value: 'Mon nom' } });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    version = fresh;
    fireEvent.click(saveButton());

    // The untouched field takes the saved value at once; the field both changed is asked about, both values shown.
    const asked = within(await screen.findByRole('dialog', { name: 'Modifié des deux côtés' }));
    expect((screen.getByLabelText('Pseudonyme', { exact: false }) as HTMLInputElement).value).toBe('V. H.');
    expect(asked.getByText('Ma version : Mon nom')).toBeTruthy();
    fireEvent.click(asked.getByText("Version de Quelqu'un : Victor Hugo (corrigé)"));
    fireEvent.click(asked.getByRole('button', { name: 'Garder ces versions' }));
    await waitFor(() => expect((screen.getByLabelText('Nom', { exact: false }) as HTMLInputElement).value).toBe('Victor Hugo (corrigé)'));
  });

  it('asks before leaving with unsaved changes', async () => {
    const location = setup(<SchemaRecordPage schema={author} id="a1" />, { getOne, getList });
    await screen.findByText('Victor Hugo');
    const back = screen.getByRole('button', { name: 'Retour à la liste' });

    fireEvent.change(screen.getByLabelText('Nom', { exact: false }), { target: { value: 'Autre nom' } });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    const asked = async () =>
      within(await screen.findByRole('dialog', { name: 'Êtes-vous sûr de vouloir quitter sans enregistrer vos modifications ?' }));
    fireEvent.click(back);
    fireEvent.click((await asked()).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.pathname).toBe('/demo/');

    fireEvent.click(back);
    fireEvent.click((await asked()).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/authors/collection'));
  });

  it('warns when the browser tab is closed with unsaved changes', async () => {
    setup(<SchemaRecordPage schema={author} id="a1" />, { getOne, getList });
    await screen.findByText('Victor Hugo');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Nom', { exact: false }), { target: { value: 'Autre nom' } });
    await waitFor(() => expect(unload()).toBe(true));
  });

  it('goes back to the collection when the record is missing (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const location = setup(<SchemaRecordPage schema={author} id="gone" />, {
      getOne: () => Promise.reject(new HttpError('Introuvable', 404, {})),
    });
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/authors/collection'));
  });

  it('deletes after confirmation and returns to the collection', async () => {
    const deleteOne = vi.fn(() => Promise.resolve({ data: stored }));
    const location = setup(<SchemaRecordPage schema={author} id="a1" />, { getOne, getList, delete: deleteOne });
    await screen.findByText('Victor Hugo');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Êtes-vous sûr de vouloir supprimer ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Auteurs - Victor Hugo a bien été supprimée')).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/authors/collection'));
  });

  it('shows a read-only record without Save or Delete', async () => {
    setup(<SchemaRecordPage schema={author} id="a1" readOnly />, { getOne, getList });
    await screen.findByText('Victor Hugo');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect((screen.getByLabelText('Nom', { exact: false }) as HTMLInputElement).disabled).toBe(true);
  });

  it("shows an archived record read-only, with its banner, its 'Historique' only, and 'Restaurer' that opens it live", async () => {
    const readArchived = vi.fn((_resource: string, _params: { id: string; meta?: unknown }) =>
      Promise.resolve({ data: { ...stored, _archived: true } }),
    );
    const restore = vi.fn(() => Promise.resolve({ data: stored }));
    const extensions = {
      recordTabs: {
        Author: [{ label: 'Bibliographie', Component: () => <p>Liste des œuvres</p> }],
        [EVERY_TYPE]: [{ label: 'Historique', archived: true, Component: () => <p>Versions</p> }],
      },
    };
    const location = setup(
      <ConsoleExtensionsProvider value={extensions}>
        <SchemaRecordPage schema={author} id="a1" archived />
      </ConsoleExtensionsProvider>,
      { getOne: readArchived, getList, restore },
    );
    expect(await screen.findByText(ARCHIVED_RECORD_NOTICE)).toBeTruthy();
    expect(readArchived.mock.calls[0][1]).toMatchObject({ id: 'a1', meta: { archived: true } });
    expect((screen.getByLabelText('Nom', { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Onglets de la fiche' });
    expect(Array.from(tabs.querySelectorAll('[role="tab"]'), (tab) => tab.textContent)).toEqual(['Consultation', 'Historique']);

    fireEvent.click(screen.getByRole('button', { name: 'Restaurer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/authors/a1/edit'));
    expect(restore).toHaveBeenCalledWith('Author', { id: 'a1' });
  });

  it('opens the live screen of a record no longer archived', async () => {
    const location = setup(<SchemaRecordPage schema={author} id="a1" archived />, { getOne, getList });
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/authors/a1/edit'));
  });

  it('refuses an empty record id (spec 000 §8)', () => {
    expect(() => SchemaRecordPage({ schema: author, id: '' })).toThrow('Id should be defined in match.params');
  });
});
