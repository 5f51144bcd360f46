import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './freePort.js';

describe('free port', () => {
  it('gives a port below the ephemeral range that one can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    const srv = net.createServer();
    await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => srv.close(resolve));
  });
});
