// A database out of reach answers 503 DATABASE_UNAVAILABLE, not 500: the errors pg really raises then are recognised
// (the fleet test, tests/fleet/, stops the primary of a running fleet and reads the 503s end to end).
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './errors.js';

async function errorOf(port: number): Promise<Error> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x', password: 'x' });
  client.on('error', () => {});
  return client.connect().then(
    () => Promise.reject(new Error('connected')),
    (err: Error) => err,
  );
}

const listening = (onSocket: (s: net.Socket) => void): Promise<net.Server> =>
  new Promise((resolve) => {
    const server = net.createServer(onSocket).listen(0, '127.0.0.1', () => resolve(server));
  });

describe('databaseUnavailable', () => {
  it('recognises a refused connection (PostgreSQL stopped)', async () => {
    const server = await listening(() => {});
    const { port } = server.address() as net.AddressInfo;
    await new Promise((r) => server.close(r));
    expect(databaseUnavailable(await errorOf(port))).toBe(true);
  });

  it('recognises a connection dropped by the server (PostgreSQL stopping)', async () => {
    const server = await listening((socket) => socket.destroy());
    const err = await errorOf((server.address() as net.AddressInfo).port);
    server.close();
    expect(databaseUnavailable(err)).toBe(true);
  });

  it("recognises PostgreSQL's own refusals while it stops or starts, not the errors of a query", () => {
    for (const code of ['57P01', '57P03', '08006']) expect(databaseUnavailable({ code, message: 'x' })).toBe(true);
    for (const code of ['42601', '23505', '57014', 'FST_ERR_VALIDATION']) expect(databaseUnavailable({ code, message: 'x' })).toBe(false);
    expect(databaseUnavailable(new Error('Connection terminated by a test'))).toBe(true);
    expect(databaseUnavailable(new Error('something else'))).toBe(false);
    // A query's connection reset as PostgreSQL stops (seen in the fleet test); a missing file is not the database.
    expect(databaseUnavailable({ code: 'ECONNRESET', syscall: 'read', message: 'read ECONNRESET' })).toBe(true);
    expect(databaseUnavailable({ code: 'ENOENT', syscall: 'open', message: 'x' })).toBe(false);
    expect(databaseUnavailable({ code: 'ETIMEDOUT', syscall: 'read', message: 'x' })).toBe(false);
  });
});
