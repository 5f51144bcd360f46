import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import '../plugins/routeRights.js';
import { errorReplies } from './common.js';
import { requireDeclaredSchemas } from './declared.js';

describe('declared route schemas and rights', () => {
  const app = () => {
    const instance = Fastify();
    requireDeclaredSchemas(instance);
    return instance;
  };
  const session = { right: 'session' } as const;

  it('refuses an API route without a response schema, or with path parameters but no params schema', () => {
    expect(() => app().get('/api/health', { config: session }, async () => ({}))).toThrow('GET /api/health: no response schema');
    expect(() => app().get('/api/:siteId/x', { config: session, schema: { response: errorReplies } }, async () => ({}))).toThrow('no params schema');
  });

  it('refuses an API route that declares no right, public ones included', () => {
    expect(() => app().get('/api/health', { schema: { response: errorReplies } }, async () => ({}))).toThrow(
      'GET /api/health: no declared right (config.right)',
    );
    expect(() => app().post('/api/x', { config: {}, schema: { response: errorReplies } }, async () => ({}))).toThrow('no declared right');
    // The download links under /admin/{site}/ (spec 001 §7) are no exception.
    expect(() => app().get('/admin/:siteId/x.csv', { schema: { params: { type: 'object' }, response: errorReplies } }, async () => '')).toThrow(
      'no declared right',
    );
  });

  it('lets declared API routes and the console routes through', () => {
    const instance = app();
    instance.get(
      '/api/:siteId/x',
      { config: { right: 'contents' }, schema: { params: { type: 'object' }, response: errorReplies } },
      async () => ({}),
    );
    instance.get('/api/health', { config: { right: 'public' }, schema: { response: errorReplies } }, async () => ({}));
    instance.get('/*', async () => '');
  });
});
