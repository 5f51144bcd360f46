// @vitest-environment jsdom
// One's own saved view is shared with the site's users, or kept private again, from the list it shows.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListView } from '../../model/list-views';
import { renderInAdmin } from '../testing/renderInAdmin';
import { OwnViewActions } from './OwnViewActions';

afterEach(cleanup);

const view = (shared: boolean): ListView => ({
  _id: 'v1',
  type: 'TextContent',
  name: 'Publiés',
  shared,
  owner: 'admin',
  mine: true,
  state: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe("one's own view", () => {
  it.each([
    [false, 'Partager la vue', 'Vue « Publiés » partagée avec les utilisateurs du site'],
    [true, 'Ne plus partager', 'Vue « Publiés » gardée pour vous seul'],
  ])('shared %s: its button changes its sharing and says so', async (shared, button, said) => {
    const call = vi.fn(() => Promise.resolve({}));
    renderInAdmin(
      <>
        <OwnViewActions view={view(shared)} />
        <Notification />
      </>,
      { dataProvider: { call } },
    );
    fireEvent.click(await screen.findByText(button));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/api/demo/list-views/v1', { method: 'PUT', body: { shared: !shared } }));
    expect(await screen.findByText(said)).toBeTruthy();
  });
});
