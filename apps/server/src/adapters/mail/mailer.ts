// E-mail leaves Kumbu through this interface. The default writes to the dev outbox (a
// table a page lists), so sign-up works on a laptop with no mail server; SMTP is chosen
// by configuration. Both are real code paths, picked once at wiring time.
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
