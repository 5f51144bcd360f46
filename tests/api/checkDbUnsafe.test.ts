// Data stored before a rule existed is only cleaned on its next write: the database check reports, in French, the
// stored values the URL policy or today's sanitising would refuse. Old data is planted by changing the schema under
// stored records: an object that becomes rich text (never sanitised), a text that becomes a URL (format: url).
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/jobs/types.js';
import { ADMIN, ApiClient, waitForJob } from './client.js';

const SITE = `verif-anciennes-${Date.now()}`;
const TYPE = `AncienneDonnee${Date.now()}`;
let admin: ApiClient;

const schema = (corps: string, lien: Record<string, unknown>) => ({
  _id: TYPE,
  label: 'Anciennes données',
  singular: 'Ancienne donnée',
  section: 'contents',
  storedInInstanceDatabase: true,
  hasAssociatedDBCollection: true,
  propertiesGroups: ['Général'],
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string' },
    { key: 'corps', label: 'Corps du texte', type: corps },
    { key: 'lien', label: 'Adresse de la page', type: 'string', ...lien },
  ],
});

async function checkDb(): Promise<JobView> {
  const started = await admin.post(`/api/${SITE}/tools/checkDb`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return waitForJob<JobView>(admin, started.body.id);
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Vérification des anciennes données' })).status).toBe(201);
  expect((await admin.post('/api/global/data/schema', schema('object', {}))).status).toBe(201);
});

describe('the database check and data stored before a rule', () => {
  it('reports in French the rich text sanitising would strip and the URL the policy refuses, and nothing of clean records', async () => {
    const post = (body: Record<string, unknown>) => admin.post(`/api/${SITE}/data/${TYPE}`, body);
    expect(
      (await post({ _id: 'ancien', label: 'Ancien', corps: { html: '<p>a<img src="x" onerror="alert(1)"></p>' }, lien: ' javascript:alert(1)' }))
        .status,
    ).toBe(201);
    expect(
      (await post({ _id: 'propre', label: 'Propre', corps: { html: '<p>Bonjour <a href="https://exemple.fr">ici</a></p>' }, lien: '/page' })).status,
    ).toBe(201);
    try {
      expect((await admin.put(`/api/global/data/schema/${TYPE}`, schema('richtext', { format: 'url' }))).status).toBe(200);
      const job = await checkDb();
      expect(job.state).toBe('done');
      const issues = (job.result as { issues: { kind: string; id?: string; message: string }[] }).issues;
      expect(issues.filter((i) => i.id === 'propre')).toEqual([]);
      const link = `/${SITE}/contents/`;
      expect(issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'unsafe',
            id: 'ancien',
            message: expect.stringMatching(/^Corps du texte : Contenu que le nettoyage retirerait/),
          }),
          expect.objectContaining({ kind: 'invalid', id: 'ancien', message: expect.stringMatching(/^Adresse de la page : URL invalide/) }),
        ]),
      );
      expect(issues.every((i) => !('link' in i) || String((i as { link?: string }).link).startsWith(link))).toBe(true);
      // Written again, the record is cleaned and the check is quiet about it.
      expect(
        (await admin.put(`/api/${SITE}/data/${TYPE}/ancien`, { corps: { html: '<p>a<img src="x" onerror="alert(1)"></p>' }, lien: '/page' })).status,
      ).toBe(200);
      expect(((await checkDb()).result as { issues: unknown[] }).issues).toEqual([]);
    } finally {
      await admin.del(`/api/global/data/schema/${TYPE}`);
    }
  });
});
