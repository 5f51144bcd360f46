// The local SMTP simulator, for super administrators: what it received (newest first), and stopping or starting
// it, which shows how the console behaves when its mail server is down.
import type { MailSimulatorView as SimulatorView } from '../../../model/mail/index.js';
import type { SmtpStandIn } from '../../../stand-ins/smtp/index.js';
import { notFound } from '../../errors.js';

export class MailSimulator {
  constructor(private readonly standIn: SmtpStandIn | undefined) {}

  private checked(): SmtpStandIn {
    if (!this.standIn) throw notFound('Pas de simulateur : les e-mails partent par le serveur SMTP configuré (SMTP_URL)');
    return this.standIn;
  }

  view(): SimulatorView {
    const standIn = this.checked();
    return { running: standIn.running, url: standIn.url, messages: [...standIn.received()] };
  }

  async setRunning(running: boolean): Promise<SimulatorView> {
    const standIn = this.checked();
    await (running ? standIn.resume() : standIn.stop());
    return this.view();
  }
}
