import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsole } from './console.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-static-'));
const app = Fastify();

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Console</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
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
});
