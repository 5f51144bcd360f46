import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchSessionUser = vi.fn();
vi.mock('./sessionApi', () => ({ fetchSessionUser: () => fetchSessionUser() }));

beforeEach(() => {
  vi.resetModules();
  fetchSessionUser.mockReset();
});

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('startup requests', () => {
  it('asks for the schemas and the code beside each other once the session has a user, each taken once', async () => {
    const { startStartupRequests, startupSchemas, startupSession } = await import('./startupRequests');
    fetchSessionUser.mockResolvedValue({ _id: 'u1', login: 'redac' });
    const schemas = vi.fn(() => Promise.resolve(['TextContent']));
    const code = vi.fn(() => [Promise.resolve('routes')]);
    startStartupRequests({ schemas, code });
    expect(await startupSession()).toEqual({ _id: 'u1', login: 'redac' });
    expect(schemas).toHaveBeenCalledTimes(1);
    expect(code).toHaveBeenCalledTimes(1);
    const again = vi.fn(() => Promise.resolve(['Tag']));
    expect(await startupSchemas(again)).toEqual(['TextContent']);
    // Taken: a later read (a refresh) asks the server again.
    expect(await startupSchemas(again)).toEqual(['Tag']);
    await startupSession();
    expect(fetchSessionUser).toHaveBeenCalledTimes(2);
  });

  it('does not hand out an answer older than ten seconds: its reader asks again', async () => {
    vi.useFakeTimers();
    const { startStartupRequests, startupSchemas } = await import('./startupRequests');
    fetchSessionUser.mockResolvedValue({ _id: 'u1', login: 'redac' });
    startStartupRequests({ schemas: () => Promise.resolve(['Ancien']), code: () => [] });
    await vi.advanceTimersByTimeAsync(11_000);
    expect(await startupSchemas(() => Promise.resolve(['Nouveau']))).toEqual(['Nouveau']);
    vi.useRealTimers();
  });

  it('asks for nothing more without a session', async () => {
    const { startStartupRequests, startupSession } = await import('./startupRequests');
    fetchSessionUser.mockResolvedValue(null);
    const schemas = vi.fn(() => Promise.resolve([]));
    const code = vi.fn(() => []);
    startStartupRequests({ schemas, code });
    expect(await startupSession()).toBeNull();
    await flush();
    expect(schemas).not.toHaveBeenCalled();
    expect(code).not.toHaveBeenCalled();
  });
});
