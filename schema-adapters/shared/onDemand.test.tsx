// @vitest-environment jsdom
import fs from 'node:fs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component as ReactComponent, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceFiles } from '../../tests/support/sourceFiles.js';
import { OnDemandBoundary, onDemand } from './onDemand';

afterEach(cleanup);

const Screen = ({ name }: { name: string }) => <p>écran {name}</p>;

class Boundary extends ReactComponent<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  render = () => (this.state.error ? <p>erreur {this.state.error.message}</p> : this.props.children);
}

describe('onDemand', () => {
  it('mounts at once, without its fallback, once preloaded; the code is asked for once', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const Lazy = onDemand(load);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <OnDemandBoundary fallback={<p>chargement</p>}>
        <Lazy name="a" />
      </OnDemandBoundary>,
    );
    expect(screen.getByText('écran a')).toBeTruthy();
    expect(screen.queryByText('chargement')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows its boundary's fallback until its code (a module's default) arrives", async () => {
    let arrive!: (m: { default: typeof Screen }) => void;
    const Lazy = onDemand(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve)));
    render(
      <OnDemandBoundary fallback={<p>chargement</p>}>
        <Lazy name="b" />
      </OnDemandBoundary>,
    );
    expect(screen.getByText('chargement')).toBeTruthy();
    await act(async () => arrive({ default: Screen }));
    expect(screen.getByText('écran b')).toBeTruthy();
  });

  it('hands a failed load to the error boundary, and asks again on the next mount', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('réseau')).mockResolvedValue(Screen);
    const Lazy = onDemand<{ name: string }>(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <Boundary>
          <Lazy name="c" />
        </Boundary>,
      );
    });
    expect(screen.getByText('erreur réseau')).toBeTruthy();
    cleanup();
    await act(async () => {
      render(<Lazy name="d" />);
    });
    expect(screen.getByText('écran d')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("React's lazy and Suspense", () => {
  it('are used by onDemand only: a screen of React.lazy waits up to 300 ms more for its fallback throttle', () => {
    const users = ['src', 'schema-adapters', 'custom-pages']
      .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
      .filter((file) => !file.endsWith('.test.tsx'))
      .filter((file) => /\blazy\s*\(|<Suspense\b/.test(fs.readFileSync(file, 'utf8')));
    expect(users).toEqual(['schema-adapters/shared/onDemand.tsx']);
  });
});
