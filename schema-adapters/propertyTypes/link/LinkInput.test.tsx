// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyInput } from '../PropertyInput';

// Rendered inside react-admin and MUI: slow on a loaded machine.

const PAGES = [
  { id: 'home', label: 'Accueil', route: '/accueil' },
  { id: 'about', label: 'À propos' },
];

const dataProvider = {
  getList: vi.fn((_resource: string, { filter }: { filter: { q?: string } }) => {
    const data = PAGES.filter((p) => !filter.q || p.label.toLowerCase().includes(filter.q.toLowerCase()));
    return Promise.resolve({ data, total: data.length });
  }),
  getOne: (_resource: string, { id }: { id: string }) => Promise.resolve({ data: PAGES.find((p) => p.id === id) ?? { id } }),
};

const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'field' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');
const user = { _id: 'u1', login: 'admin', sites: [{ _id: 'demo', label: 'Démo', domain: 'quotidien-demo.example' }] };

function renderLink(value?: unknown) {
  renderInAdmin(
    <Form record={{ id: 'r1', field: value }}>
      <PropertyInput prop={{ key: 'field', label: 'Lien', type: 'Link' } as PropertyDefinition} />
      <StoredValue />
      <button type="submit">Valider</button>
    </Form>,
    { dataProvider, user },
  );
}

afterEach(cleanup);

describe('link input', () => {
  it('stores an external url and shows the public link', async () => {
    renderLink();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Adresse' }), { target: { value: '/abonnement' } });
    await waitFor(() => expect(stored()).toEqual({ url: '/abonnement' }));
    expect(screen.getByRole('link', { name: 'https://quotidien-demo.example/abonnement' })).toBeTruthy();
  });

  it("picks a page of the site, stores {pageId, name} and links to the page's route", async () => {
    renderLink({ url: 'https://exemple.fr' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Page du site' }));
    await waitFor(() => expect(stored()).toBeNull());
    const page = await screen.findByRole('combobox', { name: 'Page' });
    fireEvent.mouseDown(page);
    fireEvent.click(await screen.findByRole('option', { name: /Accueil/ }));
    await waitFor(() => expect(stored()).toEqual({ pageId: 'home', name: 'Accueil' }));
    expect(await screen.findByRole('link', { name: 'https://quotidien-demo.example/accueil' })).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith('Page', expect.objectContaining({ sort: { field: 'label', order: 'ASC' } }));
  });

  it('opens a stored page link on its kind, with its name', async () => {
    renderLink({ pageId: 'about', name: 'Qui sommes-nous' });
    expect(await screen.findByRole('radio', { name: 'Page du site' })).toHaveProperty('checked', true);
    expect((screen.getByRole('textbox', { name: 'Nom du lien' }) as HTMLInputElement).value).toBe('Qui sommes-nous');
    expect(await screen.findByRole('link', { name: 'https://quotidien-demo.example/p/about' })).toBeTruthy();
  });

  it('shows the shared validator message for a wrong url', async () => {
    renderLink({ url: 'javascript:alert(1)' });
    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre')).toBeTruthy();
  });
});
