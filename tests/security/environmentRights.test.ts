// The environment copy's peer routes (issue 36 §7) answer a developer within their rights: `missing` checks each type it
// names as that type's list would (every site type of the catalogue, for a developer with the contents right only: the
// types their sections point at, as User, show their labels and so their ids; Purchase or PaymentConfiguration do not),
// names no private file, and the private area (exports) is not written through `PUT …/environments/files`.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { hasAnyRight, typeRightsOf, type SessionUser } from '../../model/rights.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

const SITE = 'demo-prod';
const CONTENTS: SessionUser = { _id: 'dev', login: 'dev', isDeveloper: true, rights: { contents: true } };
let admin: ApiClient;
let developer: ApiClient;

const missing = (client: ApiClient, body: { records: { _cls: string; _id: string }[]; files: string[] }) =>
  client.post(`/api/${SITE}/environments/missing`, body);
async function putFile(client: ApiClient, path: string, content: Buffer) {
  const res = await fetch(`${client.base}/api/${SITE}/environments/files${path}`, {
    method: 'PUT',
    headers: { cookie: client.cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(content),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  developer = await userWith(admin, { isDeveloper: true, rights: CONTENTS.rights });
});

describe('environment copy, as a developer with the contents right only', () => {
  it('asks which records are missing only of the types the developer reads, each type of the catalogue', async () => {
    const schemas: DataSchema[] = (await admin.get('/api/global/data/schema?limit=1000')).body.data;
    const rights = typeRightsOf(schemas);
    const siteTypes = schemas.filter((s) => s.storedInInstanceDatabase !== false && s.hasAssociatedDBCollection !== false);
    const wrong: string[] = [];
    for (const schema of siteTypes) {
      const { full, labels } = rights.get(schema._id)!;
      // Exports are read with the exported type's right: their list is open to all, narrowed to those types.
      const readable = schema._id === 'Export' || hasAnyRight(CONTENTS, full) || hasAnyRight(CONTENTS, labels);
      const res = await missing(developer, { records: [{ _cls: schema._id, _id: 'inexistant-env' }], files: [] });
      if (res.status !== (readable ? 200 : 403)) wrong.push(`${schema._id} : ${res.status}, attendu ${readable ? 200 : 403}`);
    }
    expect(wrong).toEqual([]);
    for (const type of ['Purchase', 'PaymentConfiguration']) {
      expect((await missing(developer, { records: [{ _cls: type, _id: 'x' }], files: [] })).status, type).toBe(403);
    }
    expect((await missing(developer, { records: [{ _cls: 'TextContent', _id: 'inexistant-env' }], files: [] })).body.records).toHaveLength(1);
  });

  it('tells nothing of the private files and writes none, for anyone; a copied file asks the right of a type that holds files', async () => {
    for (const client of [developer, admin]) {
      const asked = await missing(client, { records: [], files: ['/private/exports/planted.csv'] });
      expect(asked.status).toBe(403);
      expect(asked.body.message).toMatch(/fichiers privés/);
      const planted = await putFile(client, '/private/exports/planted.csv', Buffer.from('a;b\n1;2\n'));
      expect(planted.status).toBe(403);
    }
    const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    const path = `/env-droits-${Date.now()}.png`;
    expect((await putFile(developer, path, image)).status).toBe(200);
    const noRight = await userWith(admin, { isDeveloper: true });
    const refused = await putFile(noRight, `/autre-${path.slice(1)}`, image);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Copie de fichier refusée/);
  });
});
