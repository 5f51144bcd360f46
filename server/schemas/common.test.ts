import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerObject, scalars } from './common';

describe('scalars', () => {
  it('declares each property by its type, « ? » for a value that may be null', () => {
    expect(scalars({ _id: 'string', size: 'integer', revokedAt: 'string?' })).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { _id: { type: 'string' }, size: { type: 'integer' }, revokedAt: { type: ['string', 'null'] } },
    });
  });
});

describe('answerObject', () => {
  it('serialises an answer exactly as the same object schema left open: undeclared keys dropped, order kept', async () => {
    const properties = { b: { type: 'string' }, a: { type: 'integer' }, inner: answerObject({ y: { type: 'boolean' } }) } as const;
    const open = { type: 'object', properties: { ...properties, inner: { type: 'object', properties: properties.inner.properties } } };
    const answer = { a: 1, secret: 'x', b: 'b', inner: { y: true, hidden: 2 } };
    const app = Fastify();
    app.get('/closed', { schema: { response: { 200: answerObject(properties) } } }, async () => answer);
    app.get('/open', { schema: { response: { 200: open } } }, async () => answer);
    const [closed, opened] = await Promise.all([app.inject('/closed'), app.inject('/open')]);
    expect(closed.body).toBe('{"b":"b","a":1,"inner":{"y":true}}');
    expect(closed.body).toBe(opened.body);
  });
});
