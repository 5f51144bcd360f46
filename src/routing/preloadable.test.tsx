// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

const Screen = ({ name }: { name: string }) => <p>écran {name}</p>;

describe('preloadable screen', () => {
  it('mounts at once, without its fallback, once preloaded; the code is asked for once', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const { Component, preload } = preloadable(load);
    await preload();
    await preload();
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Component name="a" />
      </Suspense>,
    );
    expect(screen.getByText('écran a')).toBeTruthy();
    expect(screen.queryByText('chargement')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until its code arrives when not preloaded', async () => {
    let arrive!: (c: typeof Screen) => void;
    const { Component } = preloadable(() => new Promise<typeof Screen>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Component name="b" />
      </Suspense>,
    );
    expect(screen.getByText('chargement')).toBeTruthy();
    await act(async () => arrive(Screen));
    expect(await screen.findByText('écran b')).toBeTruthy();
  });
});
