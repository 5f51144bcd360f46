// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../schema-adapters/testing/renderInAdmin';
import ImagesPage from './ImagesPage';
import type { ImageSearchResult } from '../../model/images';

afterEach(cleanup);

const IMAGE = {
  path: '/2026/11/ab12-chat.png',
  name: 'ab12-chat.png',
  url: '/api/demo/files/2026/11/ab12-chat.png',
  size: 2048,
  humanSize: '2,0 Ko',
  modifiedAt: '2026-11-23T10:00:00.000Z',
  usedBy: [],
  hiddenUsers: 0,
};

describe('the images tool', () => {
  it('asks nothing before a name is given, and does not send the form again while a search is under way', async () => {
    const calls: { path: string; query?: unknown }[] = [];
    let answer: (result: ImageSearchResult) => void = () => undefined;
    const call = (path: string, init: { query?: unknown } = {}) => {
      calls.push({ path, query: init.query });
      return new Promise<ImageSearchResult>((resolve) => (answer = resolve));
    };
    renderInAdmin(<ImagesPage />, { dataProvider: { call } });
    const form = screen.getByRole('search');
    expect(screen.getByRole('button', { name: 'Rechercher' })).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Nom de l'image"), { target: { value: ' chat ' } });
    fireEvent.submit(form);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/api/demo/stored-images', query: { name: 'chat', archived: false } });
    expect(screen.getByRole('button', { name: 'Recherche…' })).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    expect(calls).toHaveLength(1);

    act(() => answer({ data: [IMAGE], complete: true }));
    await screen.findByText('1 image(s)');
    expect(screen.getByText('2,0 Ko (2 048 octets)', { normalizer: (t) => t.replace(/\s/g, ' ') })).toBeTruthy();
    expect(screen.getByText('Utilisée nulle part')).toBeTruthy();
  });
});
