// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';

type Answer = { resolve: (names: string[]) => void; reject: (error: Error) => void };
const answers: Answer[] = [];
vi.mock('../providers/http', () => ({
  apiFetch: () =>
    new Promise((resolve, reject) =>
      answers.push({ resolve: (names) => resolve({ body: { data: names.map((_id) => ({ _id, propertiesList: [] })) } }), reject }),
    ),
}));
const { readCatalogueEarly, useSchemasLoader } = await import('./useSchemasLoader');
const ignoreUnauthenticated = () => undefined;

describe('schemas loader', () => {
  it("keeps a reload's answer when the newer reload is refused, and never lets an older answer replace a newer one", async () => {
    const onUnauthenticated = () => undefined;
    const { result } = renderHook(() => useSchemasLoader(onUnauthenticated));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0].resolve(['Tag']));
    expect(result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }] });

    // A save's reload, then the live stream's one, refused by a busy server.
    let first!: Promise<void>, second!: Promise<void>;
    act(() => {
      first = result.current.refresh();
      second = result.current.refresh().catch(() => undefined);
    });
    await act(async () => {
      answers[2].reject(Object.assign(new Error('Base occupée'), { status: 503 }));
      await second;
      answers[1].resolve(['Tag', 'Emission']);
      await first;
    });
    expect(result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }, { _id: 'Emission' }] });

    // Two reloads answered out of order: the older answer does not replace the newer one.
    act(() => {
      first = result.current.refresh();
      second = result.current.refresh();
    });
    await act(async () => {
      answers[4].resolve(['Tag', 'Emission', 'Podcast']);
      await second;
      answers[3].resolve(['Tag']);
      await first;
    });
    expect(result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }, { _id: 'Emission' }, { _id: 'Podcast' }] });
  });

  it('takes the catalogue read as the session was known in its first load only; asked again while fresh, the same read; dropped, it is asked for again', async () => {
    answers.length = 0;
    const onUnauthenticated = () => undefined;
    readCatalogueEarly();
    expect(answers).toHaveLength(1);
    const first = renderHook(() => useSchemasLoader(onUnauthenticated));
    await act(async () => answers[0].resolve(['Tag']));
    expect(answers).toHaveLength(1);
    expect(first.result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }] });

    // One read early but not taken (the routes drawn before it) is never a reload's answer: the reload reads again.
    readCatalogueEarly();
    let reloaded!: Promise<void>;
    act(() => {
      reloaded = first.result.current.refresh();
    });
    expect(answers).toHaveLength(3);
    await act(async () => {
      answers[2].resolve(['Tag', 'Emission']);
      await reloaded;
    });
    expect(first.result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }, { _id: 'Emission' }] });

    // Asked for again while the one read early is fresh (the entry asked, then the session's gate): the same read.
    const drop = readCatalogueEarly();
    expect(answers).toHaveLength(3);
    // Signed out before the routes took it: the next loader asks again.
    drop();
    renderHook(() => useSchemasLoader(onUnauthenticated));
    await waitFor(() => expect(answers).toHaveLength(4));
  });

  it('draws its first render with the read early when it has answered by then, and asks nothing more', async () => {
    answers.length = 0;
    readCatalogueEarly();
    await act(async () => answers[0].resolve(['Tag', 'Emission']));
    const loader = renderHook(() => useSchemasLoader(ignoreUnauthenticated));
    expect(loader.result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }, { _id: 'Emission' }] });
    expect(answers).toHaveLength(1);
    // Taken: a reload after an error reads again.
    act(() => loader.result.current.reload());
    expect(answers).toHaveLength(2);
  });

  it("takes the read early once under StrictMode's doubled effects in development: nothing is read again", async () => {
    answers.length = 0;
    readCatalogueEarly();
    await act(async () => answers[0].resolve(['Tag']));
    const loader = renderHook(() => useSchemasLoader(ignoreUnauthenticated), { wrapper: StrictMode });
    expect(loader.result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }] });
    expect(answers).toHaveLength(1);
  });

  it('drops a read early that is refused (asked before the session was known, signed out): a sign-in asks again', async () => {
    answers.length = 0;
    readCatalogueEarly();
    await act(async () => answers[0].reject(Object.assign(new Error('Non authentifié'), { status: 401 })));
    readCatalogueEarly();
    expect(answers).toHaveLength(2);
    const loader = renderHook(() => useSchemasLoader(ignoreUnauthenticated));
    await act(async () => answers[1].resolve(['Tag']));
    expect(answers).toHaveLength(2);
    expect(loader.result.current.state).toMatchObject({ status: 'ready', schemas: [{ _id: 'Tag' }] });
  });
});
