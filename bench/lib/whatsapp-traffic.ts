// The inbound side of the WhatsApp benchmark: signed webhook posts exactly as Meta sends
// them (one text message each, a fresh wamid, X-Hub-Signature-256 over the raw body), the
// users taking turns, each message naming the next amount. It remembers when each message
// was sent, and by whom, so a reply can be matched to its message by the amount it confirms.
import { textEnvelope } from '@kumbu/server/features/whatsapp/envelope';
import { signatureOf } from '@kumbu/server/features/whatsapp/signature';
import { APP_SECRET, FIRST_AMOUNT, PHONE_NUMBER_ID, USERS, expenseText, userWaId } from './whatsapp-fixture';

export interface SignedPost {
  readonly body: string;
  readonly headers: Record<string, string>;
  readonly amountKz: number;
  readonly from: string;
}

export interface SentMessage {
  readonly amountKz: number;
  readonly from: string;
  /** Which run sent it ('warm-up', 'paced', 'burst'…): figures are kept per run. */
  readonly run: string;
  /** performance.now() just before the POST was written. */
  sentAt: number;
  /** performance.now() when the fake Graph API had the whole reply; null until then. */
  repliedAt: number | null;
  replies: number;
}

export class WebhookTraffic {
  private seq = 0;
  readonly sent = new Map<number, SentMessage>();

  /** The next message (from the next user in turn), signed; not yet counted as sent. */
  next(): SignedPost {
    const i = this.seq++;
    const amountKz = FIRST_AMOUNT + i;
    const from = userWaId(i % USERS);
    const body = JSON.stringify(textEnvelope({
      phoneNumberId: PHONE_NUMBER_ID, from, name: `Bench ${i % USERS}`, text: expenseText(amountKz),
      id: `wamid.BENCH${process.pid}x${i}`, at: new Date(),
    }));
    return {
      body, amountKz, from,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, APP_SECRET) },
    };
  }

  /** Records that `post` is being sent now, as part of `run`. */
  markSent(post: SignedPost, run: string): void {
    this.sent.set(post.amountKz, { amountKz: post.amountKz, from: post.from, run, sentAt: performance.now(), repliedAt: null, replies: 0 });
  }

  /** A reply reached the Graph API: matched by amount; returns what is wrong with it, if anything. */
  replied(to: string, amountKz: number | null, at: number): string | null {
    if (amountKz === null) return `a reply to ${to} confirms no amount`;
    const message = this.sent.get(amountKz);
    if (!message) return `a reply to ${to} confirms ${amountKz} Kz, which no message sent`;
    if (message.from !== to) return `the reply confirming ${amountKz} Kz went to ${to}, not to its sender ${message.from}`;
    message.replies++;
    if (message.replies > 1) return `the message of ${amountKz} Kz was answered ${message.replies} times`;
    message.repliedAt = at;
    return null;
  }

  /** Messages of one run. */
  of(run: string): SentMessage[] {
    return [...this.sent.values()].filter((m) => m.run === run);
  }

  get unanswered(): number {
    let n = 0;
    for (const m of this.sent.values()) if (m.repliedAt === null) n++;
    return n;
  }
}
