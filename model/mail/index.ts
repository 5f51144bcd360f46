// Mail as the API answers it (docs/api.md "Mail"): the test email of a template (spec 001 §6, §7) and the local SMTP
// simulator's messages.

/** GET {apiPath}/{id}/test. */
export interface TestMailResult {
  email: string;
  /** 'L'e-mail de test a été envoyé à votre adresse {email}'. */
  message: string;
  /** Sent to the local SMTP simulator, not to a real mailbox. */
  simulated: boolean;
}

/** A message the SMTP simulator received. */
export interface CapturedMail {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who the client said it was and whom it delivered to (RCPT TO). */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** GET|PUT /api/global/mail-simulator. */
export interface MailSimulatorView {
  running: boolean;
  url: string;
  messages: CapturedMail[];
}
