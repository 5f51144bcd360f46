// Outgoing mail on nodemailer (design.md §11): SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS) and MAIL_FROM.
// Without SMTP_URL the server starts the SMTP stand-in in-process (stand-ins/smtp) and says so: `simulated`.
import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '../../errors.js';

export interface MailSettings {
  smtpUrl: string;
  /** Default sender: "Name <address>" or an address. */
  from: string;
  /** The SMTP server is the local stand-in ("simulateur local"). */
  simulated: boolean;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Sender of this message; the default one otherwise. */
  from?: { name?: string; address?: string };
}

/** The SMTP server could not take the message: a French reason, answered 502 (the failure is the mail server's). */
export const mailFailure = (message: string) => new AppError(502, 'MAIL_FAILED', message);

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** A French reason for what nodemailer reports; the server's own answer is quoted when there is one. */
export function frenchMailError(err: SmtpError, server: string): string {
  switch (err.code) {
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETIMEDOUT':
    case 'EDNS':
      return `Le serveur d'envoi d'e-mails (${server}) est injoignable ; réessayez plus tard`;
    case 'EAUTH':
      return `Le serveur d'envoi d'e-mails (${server}) a refusé l'identification ; vérifiez SMTP_URL`;
    case 'EENVELOPE':
      return `Le serveur d'envoi d'e-mails a refusé le destinataire ou l'expéditeur${err.response ? ` : ${err.response}` : ''}`;
    case 'EMESSAGE':
      return `Le serveur d'envoi d'e-mails a refusé le message${err.response ? ` : ${err.response}` : ''}`;
    default:
      return `Échec de l'envoi de l'e-mail${err.responseCode ? ` (code SMTP ${err.responseCode})` : ''}`;
  }
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly server: string;

  constructor(readonly settings: MailSettings) {
    const url = new URL(settings.smtpUrl);
    this.server = `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 25)}`;
    // Bounded waits: a mail server that does not answer fails the call in seconds, not minutes.
    this.transport = nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15000 });
  }

  get simulated(): boolean {
    return this.settings.simulated;
  }

  /** Sends one message; throws a 502 AppError with a French reason when the SMTP server does not take it. */
  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const from = mail.from?.address ? { name: mail.from.name ?? '', address: mail.from.address } : this.settings.from;
    try {
      const info = await this.transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      return { messageId: String(info.messageId) };
    } catch (err) {
      throw mailFailure(frenchMailError(err as SmtpError, this.server));
    }
  }

  close(): void {
    this.transport.close();
  }
}
