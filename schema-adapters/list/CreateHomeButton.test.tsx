// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { renderInAdmin } from '../testing/renderInAdmin';
import { CreateHomeButton, HOME_PAGE_DEFAULTS, offersHomeCreation } from './CreateHomeButton';

const page = {
  _id: 'Page',
  label: 'Pages',
  section: 'site',
  propertiesList: [
    { key: 'label', type: 'string' },
    { key: 'route', type: 'string' },
    { key: 'isHome', type: 'bool' },
  ],
} as DataSchema;

afterEach(cleanup);

describe("'+ Créer la home' (spec 000 §2, Page collection)", () => {
  it('is offered on the Page collection only', () => {
    expect(offersHomeCreation(page)).toBe(true);
    expect(offersHomeCreation({ ...page, _id: 'News' })).toBe(false);
    expect(HOME_PAGE_DEFAULTS).toEqual({ _id: 'home', label: 'Accueil', route: '/home', isHome: true });
  });

  it('shows while no page has the id home, and opens the creation form', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    let pathname = '';
    renderInAdmin(<CreateHomeButton schema={page} />, { dataProvider: { getList }, onLocation: (p) => (pathname = p) });
    const link = await screen.findByRole('link', { name: '+ Créer la home' });
    expect(getList).toHaveBeenCalledWith('Page', expect.objectContaining({ filter: { _id: 'home' } }));
    fireEvent.click(link);
    await waitFor(() => expect(pathname).toBe('/demo/website-configuration/pages/new'));
  });

  it('is hidden once the home page exists', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [{ id: 'home', _id: 'home' }], total: 1 }));
    renderInAdmin(<CreateHomeButton schema={page} />, { dataProvider: { getList } });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: '+ Créer la home' })).toBeNull();
  });

  it('is hidden from a developer while the home page is archived (it comes back through Restaurer)', async () => {
    const getList = vi.fn((_resource: string, { meta }: { meta?: { archived?: boolean } }) =>
      Promise.resolve(meta?.archived ? { data: [{ id: 'home', _id: 'home' }], total: 1 } : { data: [], total: 0 }),
    );
    renderInAdmin(<CreateHomeButton schema={page} />, { dataProvider: { getList }, user: { _id: 'u1', login: 'dev', isDeveloper: true } });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('Page', expect.objectContaining({ meta: { archived: true } })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: '+ Créer la home' })).toBeNull();
  });
});
