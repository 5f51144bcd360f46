// Dump schema (dev only) writes the live schemas back to catalogue/schemas in a stable layout; a schema change
// reports the stored records it makes invalid, and keeps their data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaRegistry } from '../../server/services/schemaRegistry.js';
import { dumpSchemas } from '../../server/domains/tools/schemaDump.js';
import { ApiClient, userWith } from './client.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';

const catalogue = fs.mkdtempSync(path.join(os.tmpdir(), 'console-catalogue-'));
let server: RunningServer;
let admin: ApiClient;
const schemaFile = (id: string) => fs.readFileSync(path.join(catalogue, 'schemas', `${id}.json`), 'utf8');

beforeAll(async () => {
  fs.cpSync('catalogue', catalogue, { recursive: true });
  server = await startServer({ CATALOGUE_DIR: catalogue });
  admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
}, 120_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(catalogue, { recursive: true, force: true });
});

describe('dump schema to source', () => {
  it('rewrites nothing when nothing changed, then exactly the changed schema', async () => {
    const dump = await admin.post('/api/demo-dev/dumpSchemaToSource');
    expect(dump.status).toBe(200);
    expect(dump.body.written).toBe(fs.readdirSync('catalogue/schemas').length);
    for (const file of fs.readdirSync('catalogue/schemas')) {
      expect(schemaFile(file.replace('.json', '')), file).toBe(fs.readFileSync(path.join('catalogue/schemas', file), 'utf8'));
    }
    const tag = (await admin.get('/api/global/data/schema/Tag')).body;
    expect((await admin.put('/api/global/data/schema/Tag', { label: 'Mots-clés' })).status).toBe(200);
    await admin.post('/api/demo-dev/dumpSchemaToSource');
    const changed = fs
      .readdirSync('catalogue/schemas')
      .filter((f) => schemaFile(f.replace('.json', '')) !== fs.readFileSync(path.join('catalogue/schemas', f), 'utf8'));
    expect(changed).toEqual(['Tag.json']);
    expect(JSON.parse(schemaFile('Tag')).label).toBe('Mots-clés');
    expect(tag.label).not.toBe('Mots-clés');
  });

  it('is for super administrators, in the dev environment only', async () => {
    const editor = await userWith(admin, { rights: { contents: true } });
    expect((await editor.post('/api/demo-dev/dumpSchemaToSource')).status).toBe(403);
    await expect(dumpSchemas('prod', new SchemaRegistry(), catalogue)).rejects.toThrow(/environnement dev/);
  });
});

describe('schema changes and stored records', () => {
  it('counts the records a change makes invalid, and keeps their values', async () => {
    const created = await admin.post('/api/demo-prod/data/Author', { label: 'Auteur sans biographie' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const schema = (await admin.get('/api/global/data/schema/Author')).body;
    const propertiesList = [...schema.propertiesList, { key: 'nickname', label: 'Surnom', type: 'string', required: true }];
    const saved = await admin.put('/api/global/data/schema/Author', { propertiesList });
    expect(saved.status).toBe(200);
    expect(saved.body._impact.invalid).toBeGreaterThan(0);
    expect(saved.body._impact.checked).toBeGreaterThanOrEqual(saved.body._impact.invalid);
    // A removed property keeps its stored value, and it comes back when the property returns.
    const withBio = await admin.put(`/api/demo-prod/data/Author/${created.body._id}`, { nickname: 'Plume' });
    expect(withBio.status).toBe(200);
    await admin.put('/api/global/data/schema/Author', { propertiesList: schema.propertiesList });
    const record = (await admin.get(`/api/demo-prod/data/Author/${created.body._id}`)).body;
    expect(record.nickname).toBe('Plume');
    expect((await admin.put(`/api/demo-prod/data/Author/${created.body._id}`, { label: 'Renommé' })).status).toBe(200);
    expect((await admin.get(`/api/demo-prod/data/Author/${created.body._id}`)).body.nickname).toBe('Plume');
  });
});
