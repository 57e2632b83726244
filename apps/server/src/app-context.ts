// What every feature's routes are given: built once in buildApp, passed explicitly (no
// globals), so tests can swap any part.
import type { Database } from '@kumbu/db/database';
import type { RecordChangeFeed } from '@kumbu/db/change-feed';
import type { SessionRevocationFeed } from '@kumbu/db/session-feed';
import type { Config } from './config';
import type { Auth } from './auth/auth';
import type { SessionResolver } from './auth/session';
import type { Mailer } from './adapters/mail/mailer';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { BotVerifier } from './adapters/bot/bot-verifier';
import type { RecordsCache } from './features/records/records-cache';
import type { WhatsAppRuntime } from './features/whatsapp/whatsapp-runtime';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import type { FxRateService } from './features/fx/fx-rate-service';

export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly auth: Auth;
  readonly sessions: SessionResolver;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  readonly bot: BotVerifier;
  readonly feed: RecordChangeFeed;
  /** Every revoked session, from any instance (the cache and the live streams end theirs). */
  readonly sessionFeed: SessionRevocationFeed;
  readonly recordsCache: RecordsCache;
  readonly now: () => Date;
  /** The WhatsApp transport: sender, conversation port, inbox worker and dispatcher. */
  readonly whatsapp: WhatsAppRuntime;
  /** The payment gateway chosen by PAYMENTS_GATEWAY (sandbox by default, or ProxyPay). */
  readonly payments: PaymentGateway;
  /** Exchange rates for conversions: `fx.rateBookFor(db, upToDay)` (features/fx/fx-rate-service.ts). */
  readonly fx: FxRateService;
}
