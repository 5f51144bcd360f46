// The SMTP stand-in against the console's real mail client (nodemailer): what is sent is what the stand-in keeps;
// a stopped stand-in is a mail server that is down, reported in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.js';
import { Mailer } from '../../server/integrations/mail/index.js';
import { SmtpStandIn } from './index.js';

let standIn: SmtpStandIn;
let mailer: Mailer;

beforeAll(async () => {
  standIn = await SmtpStandIn.start();
  mailer = new Mailer({ smtpUrl: standIn.url, from: 'Console <console@example.com>', simulated: true });
});
afterAll(async () => {
  mailer.close();
  await standIn.stop();
});

describe('SMTP stand-in', () => {
  it('keeps every message with its envelope, headers and bodies', async () => {
    await mailer.send({
      to: 'camille@example.com',
      subject: 'Bonjour é',
      html: '<p>Salut <b>Camille</b></p>',
      text: 'Salut Camille',
      from: { name: 'Le Quotidien', address: 'bonjour@example.com' },
    });
    const [mail] = standIn.received();
    expect(mail).toMatchObject({
      envelope: { from: 'bonjour@example.com', to: ['camille@example.com'] },
      from: 'bonjour@example.com',
      to: ['camille@example.com'],
      subject: 'Bonjour é',
      text: 'Salut Camille',
    });
    expect(mail.html).toContain('<b>Camille</b>');
  });

  it('refuses connections once stopped, and the mailer says so in French; started again it takes mail', async () => {
    await standIn.stop();
    const err = await mailer.send({ to: 'a@example.com', subject: 's', html: '', text: 't' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(502);
    expect((err as AppError).message).toMatch(/^Le serveur d'envoi d'e-mails \(127\.0\.0\.1:\d+\) est injoignable/);
    await standIn.resume();
    await mailer.send({ to: 'b@example.com', subject: 'retour', html: '', text: 't' });
    expect(standIn.received()[0].to).toEqual(['b@example.com']);
  });
});
