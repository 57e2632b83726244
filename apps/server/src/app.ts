// buildApp(config) wires the whole server: database, accounts, adapters, change feed and
// routes. Tests call it with an in-memory database and use `app.inject()`; `main.ts`
// calls it and listens.
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import { KumbuError, errorMessage } from '@kumbu/core/errors';
import { openDatabase, type Database } from '@kumbu/db/database';
import { RecordChangeFeed } from '@kumbu/db/change-feed';
import { SessionRevocationFeed } from '@kumbu/db/session-feed';
import type { Config } from './config';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import { SessionResolver } from './auth/session';
import { registerRawAuthRoutes } from './auth/raw-auth-routes';
import { serializeRequest } from './http/log-redaction';
import type { Mailer } from './adapters/mail/mailer';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { BotVerifier } from './adapters/bot/bot-verifier';
import { createSmsSender } from './adapters/sms/create-sms-sender';
import { createBotVerifier } from './adapters/bot/create-bot-verifier';
import { errorBody } from './http/answer';
import { langOf } from './http/lang';
import { securityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerOriginCheck } from './http/origin-check';
import { registerInputGuard } from './http/input-guard';
import { registerAccountRoutes } from './features/account/account-routes';
import { registerRecordsRoutes } from './features/records/records-routes';
import { registerSummaryRoute } from './features/records/summary-route';
import { registerBudgetsRoutes } from './features/budgets-goals/budgets-routes';
import { registerGoalsRoutes } from './features/budgets-goals/goals-routes';
import { registerMoneyAccountsRoutes } from './features/money-accounts/money-accounts-routes';
import { RecordsCache } from './features/records/records-cache';
import { registerRecordsStream } from './features/live/records-stream';
import { registerHealthRoutes } from './features/health/health-routes';
import { registerOutboxRoutes } from './features/dev/outbox-routes';
import { registerOutboxPage } from './features/dev/outbox-page';
import { registerReportPrefsRoute } from './features/account/report-prefs-route';
import { registerBotRoutes } from './features/bot/bot-routes';
import { registerPhoneSendRoute } from './features/onboarding/phone-send-route';
import { registerPhoneVerifyRoute } from './features/onboarding/phone-verify-route';
import { registerOnboardClientRoutes } from './features/onboard-client/onboard-client-routes';
import { registerNumberRoutes } from './features/number-proof/number-routes';
import { registerEmailChangeRoutes } from './features/account-settings/email-change-routes';
import { registerPasswordChangeRoute } from './features/account-settings/password-change-route';
import { registerSubscriptionRoute } from './features/subscription/subscription-route';
import { registerReceiptRoute } from './features/receipts/receipt-route';
import { registerStaticWeb } from './web/static-web';
import type { WhatsAppSender } from './adapters/whatsapp/whatsapp-sender';
import { createWhatsAppSender } from './adapters/whatsapp/create-whatsapp-sender';
import { SimulatorMediaStore } from './adapters/whatsapp/simulator-media';
import type { ConversationPort } from './features/whatsapp/conversation-port';
import { createCopilotPort } from './features/copilot/copilot-port';
import { createAdvisor } from './features/copilot/advice-action';
import { ToolChatModel } from './adapters/model/chat-tools';
import { OpenAiChatModel } from './adapters/model/openai-chat-model';
import { createWhatsAppRuntime } from './features/whatsapp/whatsapp-runtime';
import { SupportMailer } from './features/support/support-mailer';
import { registerWhatsAppWebhook } from './features/whatsapp/webhook-routes';
import { registerWhatsAppSimulator } from './features/dev/whatsapp-simulator';
import { SubscriptionLifecycleLoop } from './features/subscription-lifecycle/lifecycle-loop';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway';
import { registerBilling } from './features/billing/register-billing';
import { registerApiLimits } from './features/limits/api-limits';
import { FreeAllowanceError, sendFreeAllowanceRefusal } from './features/limits/record-allowance';
import { ImportReadError } from '@kumbu/imports/statement';
import { importErrorText } from '@kumbu/imports/messages';
import { PagesQuotaError, registerImportsRoutes } from './features/imports/imports-routes';
import { registerTransferRulesRoutes } from './features/imports/transfer-rules-routes';
import { createRatesProvider } from './adapters/fx/create-rates-provider';
import { FxRateService } from './features/fx/fx-rate-service';
import { registerFxRoutes } from './features/fx/fx-routes';
import { isDatabaseBusy } from '@kumbu/db/patient-pool';

/** How long a client is told to wait when the database was busy (a full or restarting server). */
const DATABASE_BUSY_RETRY_SECONDS = 5;

export interface AppDeps {
  /** An open database to use (the app will not close it); otherwise one is opened from config. */
  readonly database?: Database;
  readonly mailer?: Mailer;
  readonly sms?: SmsSender;
  readonly bot?: BotVerifier;
  readonly now?: () => Date;
  readonly whatsapp?: WhatsAppSender;
  /**
   * The conversation layer for known users' WhatsApp messages: the co-pilot by default;
   * null = none (known users' messages wait, stored as `received`).
   */
  readonly conversation?: ConversationPort | null;
  /** false = store webhook messages but do not start the inbox worker and dispatcher (tests). */
  readonly whatsappWorkers?: boolean;
  /** Poll interval of the WhatsApp worker and dispatcher (default 1 s). */
  readonly whatsappPollMs?: number;
  /**
   * Run the subscription lifecycle job (trial and plan ends, reminders) at start and every
   * SUBSCRIPTION_JOB_INTERVAL_MINUTES. Default: on, except NODE_ENV=test, where tests drive
   * runs themselves on a controlled clock (runLifecycleJob) and no run may touch their rows.
   */
  readonly subscriptionJob?: boolean;
  /** The payment gateway; otherwise the one PAYMENTS_GATEWAY names. */
  readonly payments?: PaymentGateway;
  /** Poll the gateway for settled payments (default: on, except NODE_ENV=test). */
  readonly paymentsPoller?: boolean;
  /** Interval of that poll (default 30 s). */
  readonly paymentsPollMs?: number;
  /** Where log lines go (default stdout); tests read them. */
  readonly logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance { kumbu: AppContext }
}

const REDACT = [
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers["set-auth-token"]',
  'req.headers["x-hub-signature-256"]', '*.accessToken', '*.appSecret', '*.verifyToken', '*.headers.authorization', '*.apiKey',
];

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // URLs are logged without their tokens (http/log-redaction.ts).
    logger: { level: config.logLevel, redact: REDACT, serializers: { req: serializeRequest }, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // A hop count or the proxies' addresses, never "everyone" (TRUST_PROXY, http/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });

  const ownsDatabase = !deps.database;
  const database = deps.database ?? await openDatabase({
    url: config.databaseUrl, dataDir: config.dataDir,
    onListenerError: (error) => app.log.warn({ err: error }, 'database listener connection lost; reconnecting'),
  });
  const mailer = deps.mailer ?? (config.mail.transport === 'smtp' && config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(database.db, (m) => app.log.info({ to: m.to, subject: m.subject }, 'e-mail written to the dev outbox (GET /api/dev/outbox)')));
  const feed = new RecordChangeFeed(database, (payload) => app.log.warn({ payload }, 'ignored a malformed change notification'));
  await feed.start();
  const sessionFeed = new SessionRevocationFeed(database, (payload) => app.log.warn({ payload }, 'ignored a malformed session notification'));
  await sessionFeed.start();
  // Sessions are built on auth, and auth tells them about verified e-mails: bound late.
  const sessionsRef: { current: SessionResolver | null } = { current: null };
  const auth = createAuth({ db: database.db, config, mailer, onEmailVerified: (userId) => sessionsRef.current?.forgetUser(userId) });
  const now = deps.now ?? (() => new Date());
  // Exchange rates for every conversion (features/fx/fx-rate-service.ts); FX_RATES_URL picks a source.
  const fx = new FxRateService({ db: database.db, provider: createRatesProvider(config, app.log), now, log: app.log });
  const sms = deps.sms ?? createSmsSender(config, database.db, app.log);
  const bot = deps.bot ?? createBotVerifier(config, database.db, now, app.log);
  // "quero falar com o suporte": the team's e-mail, sent after the inbox transaction commits (issue 16).
  const supportMailer = new SupportMailer({ database, mailer, to: config.supportEmail, now, log: app.log });
  // Files sent from the simulator page, served to its sender's fetchMedia: one store for both.
  const simulatorMedia = new SimulatorMediaStore(now);
  const whatsappSender = deps.whatsapp ?? createWhatsAppSender(config, database.db, app.log, simulatorMedia);
  const whatsapp = createWhatsAppRuntime({
    config, database, now, log: app.log, onCommitted: () => supportMailer.afterCommit(), conversation: deps.conversation === undefined
      ? createCopilotPort({
        publicUrl: config.publicUrl, model: config.model ? new OpenAiChatModel(config.model, app.log) : null,
        support: { email: config.supportEmail, onOpened: () => supportMailer.notePending() },
        // Statements sent as documents are downloaded with the same sender (issue 18).
        fetchMedia: (mediaId, maxBytes) => whatsappSender.fetchMedia(mediaId, maxBytes),
        // Advice questions: tool calls over the sender's figures, within twice the per-call timeout (decision 0021).
        advisor: config.model ? createAdvisor({ database, model: new ToolChatModel(config.model, app.log), budgetMs: 2 * config.model.timeoutMs, log: app.log }) : null,
      })
      : deps.conversation, pollMs: deps.whatsappPollMs,
    sender: whatsappSender,
  });
  const ctx: AppContext = {
    config, database, auth, mailer, sms, bot, feed, sessionFeed,
    sessions: new SessionResolver(auth, config.sessionCacheSeconds * 1000),
    recordsCache: new RecordsCache(feed),
    now,
    whatsapp,
    payments: deps.payments ?? createPaymentGateway(config, now, app.log),
    fx,
  };
  sessionsRef.current = ctx.sessions;
  // A session revoked on any instance is forgotten here at once (the live streams listen too).
  sessionFeed.subscribe((revoked) => ctx.sessions.forgetSession(revoked.sessionId), () => ctx.sessions.clear());
  const lifecycle = new SubscriptionLifecycleLoop({
    database, mailer, now, publicUrl: config.publicUrl, reminderTemplate: config.whatsapp.reminderTemplate, log: app.log,
    onWhatsAppQueued: () => whatsapp.notifyOutbound(),
  }, config.subscriptionJob.intervalMinutes * 60_000, app.log);
  app.decorate('kumbu', ctx);

  const headers = securityHeaders(config.publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers are per account: never kept by a browser or a shared cache (a route may override).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
  // Cookie-carrying writes from another origin (a sibling subdomain passes SameSite=Lax): refused first.
  registerOriginCheck(app, { publicUrl: config.publicUrl, env: config.env });
  // NUL and lone surrogates anywhere in a query, route parameter or JSON body: 400 before any route runs.
  registerInputGuard(app);
  // Plan limits on the data API (issue 7): before the routes, so the hook covers them all.
  const apiCounter = registerApiLimits(app, ctx);

  app.setErrorHandler((error: FastifyError | KumbuError | Error, request, reply) => {
    // Its answer names the renewal day and the Settings link (limits/record-allowance.ts).
    if (error instanceof FreeAllowanceError) return sendFreeAllowanceRefusal(request, reply, error, config.publicUrl);
    // A statement that cannot be read: why and where (line, page), in the person's language.
    if (error instanceof ImportReadError) {
      return reply.code(422).send({ ...errorBody(request, 'import-unreadable'), error: importErrorText(error, langOf(request)), reason: error.code, ...(error.place ? { place: error.place } : {}) });
    }
    if (error instanceof PagesQuotaError) {
      const lang = langOf(request);
      const reset = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-AO' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${error.resetDay}T00:00:00Z`));
      return reply.code(402).send({ ...errorBody(request, 'import-pages-quota'), error: errorMessage('import-pages-quota', lang, { pages: error.pages, left: error.left, reset }), pages: error.pages, left: error.left, resetDay: error.resetDay });
    }
    if (error instanceof KumbuError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      else request.log.debug({ code: error.code, detail: error.message }, 'request refused');
      if (error.retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
      return reply.code(error.status).send(errorBody(request, error.code, error.fields, { retryAfter: error.retryAfter, attemptsLeft: error.attemptsLeft }));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return reply.code(413).send(errorBody(request, 'payload-too-large'));
    if (status === 429) return reply.code(429).send(errorBody(request, 'rate-limited'));
    if (status >= 400 && status < 500) return reply.code(400).send(errorBody(request, 'bad-request'));
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      reply.header('retry-after', String(DATABASE_BUSY_RETRY_SECONDS));
      return reply.code(503).send(errorBody(request, 'database-busy', undefined, { retryAfter: DATABASE_BUSY_RETRY_SECONDS }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(request, 'internal'));
  });

  // better-auth's own endpoints: only the e-mail links' two (auth/raw-auth-routes.ts).
  registerRawAuthRoutes(app, ctx);

  registerHealthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerReportPrefsRoute(app, ctx);
  registerBotRoutes(app, ctx);
  registerPhoneSendRoute(app, ctx);
  registerPhoneVerifyRoute(app, ctx);
  registerOnboardClientRoutes(app, ctx);
  registerNumberRoutes(app, ctx);
  registerEmailChangeRoutes(app, ctx);
  registerPasswordChangeRoute(app, ctx);
  registerSubscriptionRoute(app, ctx);
  registerReceiptRoute(app, ctx);
  registerRecordsRoutes(app, ctx);
  registerSummaryRoute(app, ctx);
  registerBudgetsRoutes(app, ctx);
  registerGoalsRoutes(app, ctx);
  registerMoneyAccountsRoutes(app, ctx);
  registerImportsRoutes(app, ctx);
  registerTransferRulesRoutes(app, ctx);
  registerFxRoutes(app, ctx);
  registerRecordsStream(app, ctx);
  registerOutboxRoutes(app, ctx);
  registerOutboxPage(app, ctx);
  registerWhatsAppWebhook(app, ctx);
  registerWhatsAppSimulator(app, ctx, simulatorMedia);
  const paymentPoller = registerBilling(app, ctx, { poller: deps.paymentsPoller ?? config.env !== 'test', pollMs: deps.paymentsPollMs });
  await registerStaticWeb(app, config.webDist);

  if (deps.whatsappWorkers !== false) app.addHook('onReady', (done) => { whatsapp.start(); supportMailer.start(); done(); });
  if (paymentPoller) app.addHook('onReady', (done) => { paymentPoller.start(); done(); });

  if (deps.subscriptionJob ?? config.env !== 'test') app.addHook('onReady', (done) => { lifecycle.start(); done(); });

  app.addHook('onClose', async () => {
    await lifecycle.stop();
    await whatsapp.stop();
    await supportMailer.stop();
    await paymentPoller?.stop();
    await whatsapp.sender.close();
    ctx.recordsCache.clear();
    await feed.stop();
    await sessionFeed.stop();
    await mailer.close();
    await sms.close();
    // The API calls counted in memory are written before the database goes.
    await apiCounter.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
