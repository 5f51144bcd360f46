// 'Envoyer un e-mail de test' of an EmailTemplate (spec 001 §6, §7 GET {apiPath}/{id}/test): the template rendered
// with sample data and sent to the admin's own login address.
import { frenchParisDate } from '../../../model/parisTime.js';
import type { TestMailResult } from '../../../model/mail/index.js';
import type { Mailer } from '../../integrations/mail/index.js';
import type { CallContext } from '../../services/access.js';
import { resolveWrite } from '../../services/access.js';
import { badRequest, notFound } from '../../errors.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { renderTemplate, type Placeholders } from './render.js';

export const EMAIL_TEMPLATE_TYPE = 'EmailTemplate';

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;
export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** The values a test email shows in place of the template's [[placeholders]]. */
export function sampleValues(email: string, site: { label: string; domain?: string }, now = new Date()): Placeholders {
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    email,
    login: email,
    siteName: site.label,
    link: site.domain ? `https://${site.domain}/` : '',
    product: 'Abonnement annuel',
    price: '99,00 €',
    n: '7',
    date: frenchParisDate(now),
    giftCode: 'CADEAU-EXEMPLE-2026',
  };
}

export class MailService {
  constructor(private readonly deps: { mailer: Mailer; records: RecordService; registry: SchemaRegistry; sites: SiteDirectory }) {}

  /** `type` is the record type the URL named (/data/{Type} or a customApiPath); only EmailTemplate has a test email. */
  async sendTest(ctx: CallContext, type: string, id: string): Promise<TestMailResult> {
    if (type !== EMAIL_TEMPLATE_TYPE) throw notFound("Ce type d'enregistrement n'a pas d'e-mail de test");
    // Those who may edit the templates may try them.
    resolveWrite(this.deps.registry, this.deps.sites, ctx, type);
    const email = ctx.user.login;
    if (!isEmailAddress(email)) {
      throw badRequest(
        'NO_EMAIL_ADDRESS',
        `Votre identifiant « ${email.slice(0, 100)} » n'est pas une adresse e-mail : l'e-mail de test ne peut pas vous être envoyé`,
      );
    }
    const { record } = await this.deps.records.get(ctx, type, id);
    const site = this.deps.sites.permittedFor(ctx.user).find((s) => s._id === ctx.siteId) ?? { label: ctx.siteId };
    const rendered = renderTemplate(record, sampleValues(email, site));
    if (!rendered.subject && !rendered.text) throw badRequest('EMPTY_TEMPLATE', "Le modèle n'a ni objet ni corps : rien à envoyer");
    await this.deps.mailer.send({
      to: email,
      subject: `[Test] ${rendered.subject}`,
      html: rendered.html,
      text: rendered.text,
      from: { name: typeof record.fromName === 'string' ? record.fromName : undefined, address: senderAddress(record.fromEmail) },
    });
    return { email, simulated: this.deps.mailer.simulated, message: `L'e-mail de test a été envoyé à votre adresse ${email}` };
  }
}

const senderAddress = (value: unknown): string | undefined => (typeof value === 'string' && isEmailAddress(value) ? value : undefined);
