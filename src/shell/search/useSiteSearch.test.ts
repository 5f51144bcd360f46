// @vitest-environment jsdom
// The palette's search: an answer naming types the server's budget cut is shown, then asked once more with a longer
// budget (a server just started cuts most types of its first searches); an answer with nothing cut is the only one.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteSearch } from './useSiteSearch';

const texts = { type: 'TextContent', label: 'Contenus texte' };
const found = { ...texts, count: 1, records: [{ _id: 't1', label: 'Conseil des ministres' }] };

/** The server's answers in turn; the addresses asked, in order. */
function server(...answers: unknown[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify(answers[Math.min(asked.length, answers.length) - 1]), { status: 200 }));
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('useSiteSearch', () => {
  it('asks again with a longer budget when types were cut, and shows what the second answer found', async () => {
    const asked = server({ groups: [], cut: [texts] }, { groups: [found], cut: [] });
    const { result } = renderHook(() => useSiteSearch('demo', 'conseil', true));
    await waitFor(() => expect(result.current).toMatchObject({ groups: [found], cut: [], loading: false }));
    expect(asked).toEqual(['/api/demo/search?q=conseil', '/api/demo/search?q=conseil&budgetMs=1000']);
  });

  it('asks once when nothing was cut', async () => {
    const asked = server({ groups: [found], cut: [] });
    const { result } = renderHook(() => useSiteSearch('demo', 'conseil', true));
    await waitFor(() => expect(result.current).toMatchObject({ groups: [found], loading: false }));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toHaveLength(1);
  });

  it('asks once per pause in typing, for the text typed last', async () => {
    const asked = server({ groups: [found], cut: [] });
    const { result, rerender } = renderHook(({ text }) => useSiteSearch('demo', text, true), { initialProps: { text: 'co' } });
    rerender({ text: 'cons' });
    rerender({ text: 'conseil' });
    await waitFor(() => expect(result.current).toMatchObject({ groups: [found], loading: false }));
    expect(asked).toEqual(['/api/demo/search?q=conseil']);
  });
});
