// SMTP stand-in (design.md §11): a real SMTP server (smtp-server) on a loopback port that keeps every message it
// receives, parsed by mailparser, so that tests and the super-admin "simulateur" screen can read what was sent.
// It can be stopped and started again on the same port: a stopped stand-in is an SMTP server that is down.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from '../../model/mail/index.js';
import { SnapshotFile } from '../shared/snapshotFile.js';

export type { CapturedMail };

export interface SmtpStandInOptions {
  host?: string;
  /** 0: a free port. */
  port?: number;
  /** Oldest messages are dropped past this count. */
  maxMessages?: number;
  /** Bytes; a larger message is refused with 552. */
  maxSize?: number;
  /** Where what it received is kept from one run to the next. */
  snapshotFile?: string;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);

export class SmtpStandIn {
  private readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  private boundPort = 0;
  private readonly snapshot?: SnapshotFile<CapturedMail[]>;

  private constructor(private readonly options: Required<Omit<SmtpStandInOptions, 'snapshotFile'>> & { snapshotFile?: string }) {
    if (options.snapshotFile) {
      this.snapshot = new SnapshotFile(options.snapshotFile, () => this.messages);
      this.messages.push(...(this.snapshot.read() ?? []).slice(-options.maxMessages));
    }
  }

  static async start(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
    const standIn = new SmtpStandIn({ host: '127.0.0.1', port: 0, maxMessages: 200, maxSize: 2 * 1024 * 1024, ...options });
    await standIn.resume();
    return standIn;
  }

  get url(): string {
    return `smtp://${this.options.host}:${this.boundPort}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** What it received, newest first. */
  received(): readonly CapturedMail[] {
    return [...this.messages].reverse();
  }

  clear(): void {
    this.messages.length = 0;
    this.snapshot?.changed();
  }

  /** Listens again (on the port it had, if any). */
  async resume(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      // Loopback only and no certificate: plain SMTP, as a local relay.
      disabledCommands: ['STARTTLS'],
      size: this.options.maxSize,
      banner: 'Simulateur SMTP local de la console',
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
              return callback(Object.assign(new Error('Message trop volumineux'), { responseCode: 552 }));
            this.keep({
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              from: addresses(parsed.from)[0] ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.boundPort || this.options.port, this.options.host, () => resolve());
    });
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening (connections are refused) and keeps what it received. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.snapshot?.flush();
  }

  private keep(mail: CapturedMail): void {
    this.messages.push(mail);
    if (this.messages.length > this.options.maxMessages) this.messages.splice(0, this.messages.length - this.options.maxMessages);
    this.snapshot?.changed();
  }
}
