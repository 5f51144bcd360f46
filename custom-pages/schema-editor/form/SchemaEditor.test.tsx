// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../schema-adapters/testing/renderInAdmin';
import { RELOAD_SCHEMAS_EVENT } from '../../../schema-adapters/shared/consoleEvents';
import { SchemaEditor } from './SchemaEditor';

const developer = { _id: 'u1', login: 'admin', isDeveloper: true, superAdmin: true };
const saved = {
  id: 'Podcast',
  _id: 'Podcast',
  _cls: 'schema',
  label: 'Podcasts',
  section: 'contents',
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true },
    { key: 'legacy', label: 'Ancien', type: 'integer' },
  ],
};

function setup(ui: React.ReactElement, dataProvider: Record<string, unknown>) {
  const location = { pathname: '' };
  renderInAdmin(
    <>
      {ui}
      <Notification />
    </>,
    {
      dataProvider: { getList: () => Promise.resolve({ data: [], total: 0 }), ...dataProvider },
      user: developer,
      onLocation: (pathname) => (location.pathname = pathname),
    },
  );
  return location;
}

// Queries by name and text: role and label queries are slow on a form this large.
const saveButton = () => screen.getByText('Enregistrer').closest('button') as HTMLButtonElement;
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the schema editor', { timeout: 60_000 }, () => {
  it('checks a new schema as the server would before sending anything, then creates it and opens it', async () => {
    const create = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...data, id: data._id, _impact: { checked: 0, invalid: 0 } } }),
    );
    const reloads = vi.fn();
    window.addEventListener(RELOAD_SCHEMAS_EVENT, reloads);
    const location = setup(<SchemaEditor />, { create });

    fireEvent.change(field('_id'), { target: { value: 'P' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Au moins 2 caractères')).toBeTruthy();
    expect(screen.getByText('Libellé : Champ requis')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(field('_id'), { target: { value: 'Podcast' } });
    fireEvent.change(field('label'), { target: { value: 'Podcasts' } });
    await waitFor(() => expect(screen.queryByText('Au moins 2 caractères')).toBeNull());
    fireEvent.click(saveButton());

    expect(await screen.findByText('Schémas - Podcasts a bien été enregistrée')).toBeTruthy();
    expect(create.mock.calls[0][1].data).toEqual({
      _id: 'Podcast',
      label: 'Podcasts',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      recordsAreEditableInAdmin: true,
      propertiesGroups: ['Général', 'Affichage', 'Avancé'],
      propertiesList: [],
    });
    expect(reloads).toHaveBeenCalled();
    await waitFor(() => expect(location.pathname).toBe('/demo/super-admin/schemas/Podcast'));
    window.removeEventListener(RELOAD_SCHEMAS_EVENT, reloads);
  });

  it('says a property type it does not know (spec 001 §8)', async () => {
    setup(<SchemaEditor saved={saved} />, {});
    fireEvent.click(screen.getByText(/^Propriétés/));
    const legacy = document.querySelector('section[aria-label="Propriété n° 2 : legacy"]') as HTMLElement;
    expect(within(legacy).getByTitle('Unrecognized property type')).toBeTruthy();
    fireEvent.click(within(legacy).getByText('legacy'));
    expect(await within(legacy).findByText(/^Unrecognized property type : « integer »/)).toBeTruthy();
  });

  it('offers a text the URL format, which puts it under the URL policy, and shows the one it has', async () => {
    const withUrl = { ...saved, propertiesList: [{ key: 'lien', label: 'Lien', type: 'string', format: 'url' }] };
    setup(<SchemaEditor saved={withUrl} />, {});
    fireEvent.click(screen.getByText(/^Propriétés/));
    const lien = document.querySelector('section[aria-label="Propriété n° 1 : lien"]') as HTMLElement;
    fireEvent.click(within(lien).getByText('lien'));
    expect(await within(lien).findByText('Adresse (URL)')).toBeTruthy();
    expect(within(lien).getByText(/n'accepte que http\(s\), mailto, tel et les chemins du site/)).toBeTruthy();
  });

  it('saves only what changed, and warns when stored records no longer pass', async () => {
    const update = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...data, _impact: { checked: 7, invalid: 3 } } }),
    );
    const valid = { ...saved, propertiesList: [saved.propertiesList[0]] };
    setup(<SchemaEditor saved={valid} />, { update });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));

    fireEvent.change(field('label'), { target: { value: 'Émissions' } });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton());

    expect(await screen.findByText('Schéma enregistré : 3 enregistrement(s) ne respectent plus ce schéma')).toBeTruthy();
    const { id, data, previousData } = update.mock.calls[0][1] as {
      id: string;
      data: Record<string, unknown>;
      previousData: Record<string, unknown>;
    };
    expect(id).toBe('Podcast');
    // The data provider sends the keys where data and previousData differ: the label only.
    const changed = Object.keys(data).filter((key) => JSON.stringify(data[key]) !== JSON.stringify(previousData[key]));
    expect(changed).toEqual(['label']);
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
  });

  it("shows the server's refusal with its fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = () => Promise.reject(new HttpError('Schéma invalide', 400, { fields: { propertiesList: 'Clé de propriété en double : label' } }));
    setup(<SchemaEditor saved={{ ...saved, propertiesList: [saved.propertiesList[0]] }} />, { update });
    fireEvent.change(field('label'), { target: { value: 'Émissions' } });
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Propriétés : Clé de propriété en double : label')).toBeTruthy();
    expect((await screen.findAllByText('Schéma invalide')).length).toBeGreaterThan(0);
  });
});
