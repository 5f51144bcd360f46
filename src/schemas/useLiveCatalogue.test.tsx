// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_SESSION_EVENT, requestSchemasReload } from '../../schema-adapters/shared/consoleEvents';
import { EVENTS_URL, useLiveCatalogue } from './useLiveCatalogue';

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static last: FakeEventSource;
  listeners: Record<string, (() => void)[]> = {};
  closed = false;
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

let onSchemas: ReturnType<typeof vi.fn<() => Promise<void>>>;
let onSites: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  onSchemas = vi.fn(() => Promise.resolve());
  onSites = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('live catalogue (GET /api/events)', () => {
  it('reads the schemas again on "schemas", the session on "sites"', () => {
    renderHook(() => useLiveCatalogue({ onSchemas, onSites }));
    const source = FakeEventSource.last;
    expect(source.url).toBe(EVENTS_URL);
    source.emit('open');
    expect(onSchemas).not.toHaveBeenCalled();
    source.emit('schemas');
    expect(onSchemas).toHaveBeenCalledTimes(1);
    source.emit('sites');
    expect(onSites).toHaveBeenCalledTimes(1);
  });

  it('catches up after a reconnection, since events sent meanwhile are lost', () => {
    renderHook(() => useLiveCatalogue({ onSchemas, onSites }));
    FakeEventSource.last.emit('open');
    FakeEventSource.last.emit('open');
    expect(onSchemas).toHaveBeenCalledTimes(1);
    expect(onSites).toHaveBeenCalledTimes(1);
  });

  it("answers a screen's requests, and says when the schemas are in place", async () => {
    let done!: () => void;
    onSchemas.mockReturnValueOnce(new Promise<void>((resolve) => (done = resolve)));
    renderHook(() => useLiveCatalogue({ onSchemas, onSites }));
    let settled = false;
    const reload = requestSchemasReload().then(() => (settled = true));
    expect(onSchemas).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    done();
    await reload;
    expect(settled).toBe(true);

    window.dispatchEvent(new Event(RELOAD_SESSION_EVENT));
    expect(onSites).toHaveBeenCalledTimes(1);
  });

  it('closes the connection and stops listening when the console goes', () => {
    const { unmount } = renderHook(() => useLiveCatalogue({ onSchemas, onSites }));
    const source = FakeEventSource.last;
    unmount();
    expect(source.closed).toBe(true);
    void requestSchemasReload();
    expect(onSchemas).not.toHaveBeenCalled();
  });
});
