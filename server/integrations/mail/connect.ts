// Which SMTP server the console sends through: SMTP_URL, or (without it) the SMTP stand-in started in-process on a
// loopback port, which the console then calls "simulateur local".
import { SmtpStandIn } from '../../../stand-ins/smtp/index.js';
import { Mailer } from './index.js';

export interface MailConnection {
  mailer: Mailer;
  /** The in-process stand-in, when there is no SMTP_URL. */
  standIn?: SmtpStandIn;
  close(): Promise<void>;
}

/** Without SMTP_URL, the stand-in keeps what it received in `snapshotFile` from one run to the next. */
export async function connectMail(settings: { smtpUrl?: string; mailFrom: string }, snapshotFile?: string): Promise<MailConnection> {
  const standIn = settings.smtpUrl ? undefined : await SmtpStandIn.start({ snapshotFile });
  const mailer = new Mailer({ smtpUrl: settings.smtpUrl ?? standIn!.url, from: settings.mailFrom, simulated: !!standIn });
  return {
    mailer,
    standIn,
    close: async () => {
      mailer.close();
      await standIn?.stop();
    },
  };
}
