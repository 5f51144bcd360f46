// The test email of an EmailTemplate (spec 001 §6 "Test email is sent to the admin's own login address", §7
// GET {apiPath}/{id}/test), read back from the SMTP stand-in the server started in-process (no SMTP_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

let superAdmin: ApiClient;
let editor: ApiClient; // siteConfig right: may edit the templates
let editorLogin: string;
let templateId: string;

const received = async () => (await superAdmin.get('/api/global/mail-simulator')).body.messages as any[];

beforeAll(async () => {
  superAdmin = await ApiClient.login(ADMIN.login, ADMIN.password);
  editor = await userWith(superAdmin, { rights: { siteConfig: true } });
  editorLogin = (await editor.get('/api/auth/me')).body.login;
  const created = await superAdmin.post('/api/demo-prod/data/EmailTemplate', {
    label: 'Essai',
    subject: 'Bienvenue [[firstName]] sur [[siteName]]',
    body: { html: '<p>Bonjour [[firstName]],</p><p>Votre offre : [[product]] à [[price]]. [[inconnu]]</p><script>alert(1)</script>' },
    fromName: 'Le Quotidien',
    fromEmail: 'bonjour@example.com',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  templateId = created.body._id;
});

afterAll(async () => {
  await superAdmin.put('/api/global/mail-simulator', { running: true });
});

describe('test email of an EmailTemplate', () => {
  it('sends the template rendered with sample data to the admin’s own login address', async () => {
    const res = await editor.get(`/api/demo-prod/data/EmailTemplate/${templateId}/test`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ email: editorLogin, simulated: true, message: `L'e-mail de test a été envoyé à votre adresse ${editorLogin}` });
    const [mail] = await received();
    expect(mail.envelope.to).toEqual([editorLogin]);
    expect(mail.to).toEqual([editorLogin]);
    expect(mail.from).toBe('bonjour@example.com');
    expect(mail.subject).toBe('[Test] Bienvenue Camille sur Le Quotidien Démo');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('Votre offre : Abonnement annuel à 99,00 €. [[inconnu]]');
    expect(mail.html).toContain('<p>Bonjour Camille,</p>');
    expect(mail.html).not.toContain('<script');
  });

  it('is offered on the schema’s customApiPath too', async () => {
    const path = `modeles-${Date.now()}`;
    const set = await superAdmin.put('/api/global/data/schema/EmailTemplate', { customApiPath: path });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      const res = await editor.get(`/api/demo-prod/${path}/${templateId}/test`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.email).toBe(editorLogin);
    } finally {
      await superAdmin.put('/api/global/data/schema/EmailTemplate', { customApiPath: null });
    }
  });

  it('refuses, in French, a login that is not an email address, a missing record and a user without the right', async () => {
    const asAdmin = await superAdmin.get(`/api/demo-prod/data/EmailTemplate/${templateId}/test`);
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body).toMatchObject({ error: 'NO_EMAIL_ADDRESS', message: expect.stringMatching(/n'est pas une adresse e-mail/) });
    const missing = await editor.get('/api/demo-prod/data/EmailTemplate/pas-de-modele/test');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Enregistrement introuvable');
    const contents = await userWith(superAdmin, { rights: { contents: true } });
    const refused = await contents.get(`/api/demo-prod/data/EmailTemplate/${templateId}/test`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/droit/);
    expect((await contents.get('/api/global/mail-simulator')).status).toBe(403);
  });

  it('reports a mail server that is down in French, without a 500', async () => {
    const before = (await received()).length;
    expect((await superAdmin.put('/api/global/mail-simulator', { running: false })).body.running).toBe(false);
    const res = await editor.get(`/api/demo-prod/data/EmailTemplate/${templateId}/test`);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      error: 'MAIL_FAILED',
      message: expect.stringMatching(/^Le serveur d'envoi d'e-mails \(127\.0\.0\.1:\d+\) est injoignable/),
    });
    expect((await superAdmin.put('/api/global/mail-simulator', { running: true })).body.running).toBe(true);
    expect((await received()).length).toBe(before);
    expect((await editor.get(`/api/demo-prod/data/EmailTemplate/${templateId}/test`)).status).toBe(200);
  });
});
