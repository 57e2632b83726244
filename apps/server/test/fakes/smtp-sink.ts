// A real SMTP server (the smtp-server package) on a free local port, keeping every message it
// accepts: what the mail tests send through, as production sends through its relay. `refuse(n)`
// makes the next n deliveries fail with 451 (try again later), as a busy relay does.
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  /** The envelope's recipients. */
  readonly to: string[];
  /** The message as delivered (headers and body). */
  readonly raw: Buffer;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly received: SunkMail[];
  refuse(times: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) { refusals--; callback(Object.assign(new Error('try again later'), { responseCode: 451 })); return; }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  return {
    url: `smtp://127.0.0.1:${address && typeof address !== 'string' ? address.port : 0}`,
    received,
    refuse(times) { refusals = times; },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
