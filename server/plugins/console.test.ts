import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsole } from './console.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-static-'));
const app = Fastify();
const LIST_CODE = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `ligne ${i}`))};`;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Console</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'assets', 'List-Ef56Gh78.js'), LIST_CODE);
  fs.writeFileSync(path.join(dir, 'assets', 'List-Ef56Gh78.js.br'), zlib.brotliCompressSync(LIST_CODE));
  await registerConsole(app, dir);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the console's files", () => {
  it("keeps a build's chunk a year without asking again, and asks again for the rest", async () => {
    const chunk = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/demo-prod/contents/text-contents/collection', '/favicon.svg']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("sends the build's Brotli copy of a chunk to a browser that accepts it, the chunk itself to one that does not", async () => {
    const compressed = await app.inject({ url: '/assets/List-Ef56Gh78.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(LIST_CODE);
    const plain = await app.inject({ url: '/assets/List-Ef56Gh78.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LIST_CODE);
  });
});
