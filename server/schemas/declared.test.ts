import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorReplies } from './common.js';
import { requireDeclaredSchemas } from './declared.js';

describe('declared route schemas', () => {
  const app = () => {
    const instance = Fastify();
    requireDeclaredSchemas(instance);
    return instance;
  };

  it('refuses an API route without a response schema, or with path parameters but no params schema', () => {
    expect(() => app().get('/api/health', async () => ({}))).toThrow('GET /api/health: no response schema');
    expect(() => app().get('/api/:siteId/x', { schema: { response: errorReplies } }, async () => ({}))).toThrow('no params schema');
  });

  it('lets declared API routes and the console routes through', () => {
    const instance = app();
    instance.get('/api/:siteId/x', { schema: { params: { type: 'object' }, response: errorReplies } }, async () => ({}));
    instance.get('/*', async () => '');
  });
});
