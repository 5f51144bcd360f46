// A port for a process that will listen on it a moment later (a test's server, the embedded PostgreSQL, a fleet's
// machines). Taken below the kernel's range of ephemeral ports: a port picked there was handed back free, and the
// stand-ins a server starts meanwhile (each listening on port 0) could be given it first (EADDRINUSE at the start).
import net from 'node:net';

const LOWEST = 20_000;
/** Just below Linux's default ephemeral range (32768–60999), which port 0 draws from. */
const HIGHEST = 32_767;
const TRIES = 50;

const tryPort = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

export async function freePort(): Promise<number> {
  for (let i = 0; i < TRIES; i++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await tryPort(port)) return port;
  }
  throw new Error(`Aucun port libre trouvé entre ${LOWEST} et ${HIGHEST}`);
}
