// Configuration comes from the environment, validated once at boot: a typo fails the
// start with a clear message instead of surfacing later as odd behaviour.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ModelConfig } from './adapters/model/openai-chat-model';
import type { FxProviderConfig } from './adapters/fx/http-rates-provider';
import { RATE_FORMATS } from './adapters/fx/rates-answer';
import { FX_SOURCE_PATTERN } from './adapters/fx/rates-provider';
import { SANDBOX_ENTITY } from './adapters/payments/sandbox-gateway';
import { trustProxySchema, type TrustProxy } from './http/trust-proxy';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The support team's address when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'suporte@kumbu.ao';

export const envSchema = z.object({
  // No default here: runMode() picks one from DATABASE_URL (docs/decisions/0018-production-defaults.md).
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // No default here: 127.0.0.1 outside production, every interface in production (listenHost()).
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  KUMBU_DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  KUMBU_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Kumbu <nao-responder@kumbu.ao>'),
  // Where a person's "quero falar com o suporte" is e-mailed, and the address they are told (issue 16).
  SUPPORT_EMAIL: z.email('must be an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  AUTH_RATE_LIMIT: bool.default(true),
  TRUST_PROXY: trustProxySchema.default(false),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).max(11, 'at most 11 characters (an SMS sender name)').default('Kumbu'),
  BOT_PROTECTION: z.enum(['altcha', 'recaptcha']).default('altcha'),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  RECAPTCHA_PROJECT_ID: z.string().min(1).optional(),
  RECAPTCHA_API_KEY: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_API_URL: z.url().default('https://recaptchaenterprise.googleapis.com'),
  WHATSAPP_TRANSPORT: z.enum(['simulator', 'cloud']).default('simulator'),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{1,30}$/, 'must be the numeric phone number id').optional(),
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v21.0').default('v21.0'),
  WHATSAPP_WELCOME_TEMPLATE: z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower case, digits, _)').optional(),
  WHATSAPP_REMINDER_TEMPLATE: z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower case, digits, _)').optional(),
  SUBSCRIPTION_JOB_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  MODEL_URL: z.url().optional(),
  MODEL_API_KEY: z.string().min(1).optional(),
  MODEL_NAME: z.string().min(1).max(200).default('gpt-4o-mini'),
  MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_500),
  PAYMENTS_GATEWAY: z.enum(['sandbox', 'proxypay']).default('sandbox'),
  PROXYPAY_API_URL: z.url().optional(),
  PROXYPAY_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  PROXYPAY_ENTITY: z.string().regex(/^\d{5}$/, 'must be the 5-digit Multicaixa entity number').optional(),
  KUMBU_NIF: z.string().trim().regex(/^[0-9A-Z]{9,14}$/, 'must be a NIF: 9 to 14 digits or capital letters').optional(),
  // The exchange-rate source (docs/fx-rates.md); unset = only the rates the operator stores.
  FX_RATES_URL: z.url().regex(/^https?:\/\//, 'must be an http:// or https:// URL').optional(),
  FX_RATES_FORMAT: z.enum(RATE_FORMATS).default('kz-per-unit'),
  FX_RATES_PATH: z.string().regex(/^[\w$-]+(?:\.[\w$-]+)*$/, 'must be a dot path such as data.rates').optional(),
  FX_RATES_SOURCE: z.string().trim().regex(FX_SOURCE_PATTERN, 'must be a short name: lower case, digits, . _ -').optional(),
  FX_RATES_KEY: z.string().min(1).optional(),
  FX_RATES_KEY_HEADER: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name').default('Authorization'),
  FX_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
}).superRefine((env, ctx) => {
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
  }
  if (env.SMS_TRANSPORT === 'http') {
    for (const name of ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_TRANSPORT=http' });
    }
  }
  if (env.BOT_PROTECTION === 'recaptcha') {
    for (const name of ['RECAPTCHA_PROJECT_ID', 'RECAPTCHA_API_KEY', 'RECAPTCHA_SITE_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when BOT_PROTECTION=recaptcha' });
    }
  }
  if (env.WHATSAPP_TRANSPORT === 'cloud') {
    for (const name of ['WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when WHATSAPP_TRANSPORT=cloud' });
    }
  }
  if (env.PAYMENTS_GATEWAY === 'proxypay') {
    for (const name of ['PROXYPAY_API_URL', 'PROXYPAY_API_KEY', 'PROXYPAY_ENTITY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_GATEWAY=proxypay' });
    }
  }
  if (env.FX_RATES_FORMAT === 'single' && env.FX_RATES_URL && !env.FX_RATES_URL.includes('{currency}')) {
    ctx.addIssue({ code: 'custom', path: ['FX_RATES_URL'], message: 'must contain {currency} when FX_RATES_FORMAT=single (one rate per request)' });
  }
  if (runMode(env) === 'production' && !env.KUMBU_SECRET) {
    ctx.addIssue({
      code: 'custom', path: ['KUMBU_SECRET'],
      message: env.NODE_ENV === 'production'
        ? 'is required in production (≥ 32 characters, e.g. openssl rand -hex 32; the same on every instance)'
        : 'is required in production, and DATABASE_URL (a PostgreSQL server) means production unless NODE_ENV=development is given: set KUMBU_SECRET (≥ 32 characters, e.g. openssl rand -hex 32), or NODE_ENV=development to try Kumbu on that database',
    });
  }
});

export type RunMode = 'development' | 'production' | 'test';

/**
 * NODE_ENV when given; otherwise production on a PostgreSQL server (DATABASE_URL set: a real
 * deployment) and development on the embedded database (`npm start`, a laptop trial).
 */
export function runMode(env: { readonly NODE_ENV?: RunMode | undefined; readonly DATABASE_URL?: string | undefined }): RunMode {
  return env.NODE_ENV ?? (env.DATABASE_URL ? 'production' : 'development');
}

/** Where to listen without HOST: every interface in production, only this machine otherwise. */
export function listenHost(mode: RunMode): string {
  return mode === 'production' ? '0.0.0.0' : '127.0.0.1';
}

export interface Config {
  readonly env: RunMode;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly databaseUrl: string | undefined;
  /** PGlite folder, or 'memory://' for an in-memory database (tests). */
  readonly dataDir: string;
  readonly secret: string;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  readonly mail: { readonly transport: 'outbox' | 'smtp'; readonly smtpUrl: string | undefined; readonly from: string };
  /** SUPPORT_EMAIL: the team that answers people who ask for a person on WhatsApp. */
  readonly supportEmail: string;
  readonly webDist: string;
  readonly authRateLimit: boolean;
  /** Whom to believe about client addresses (X-Forwarded-For): see http/trust-proxy.ts. */
  readonly trustProxy: TrustProxy;
  /** How long a verified session may be reused from memory before asking the database again. */
  readonly sessionCacheSeconds: number;
  readonly sms: SmsConfig;
  readonly bot: BotConfig;
  readonly whatsapp: WhatsAppConfig;
  /** The optional OpenAI-compatible model that helps the co-pilot's rules; null: rules only. */
  readonly model: ModelConfig | null;
  readonly payments: PaymentsConfig;
  /** The subscription lifecycle job (trial/plan ends, reminders): minutes between runs. */
  readonly subscriptionJob: { readonly intervalMinutes: number };
  /** Kumbu's NIF printed on payment receipts; null = not configured (the receipt says so). */
  readonly kumbuNif: string | null;
  /** The exchange-rate source (FX_RATES_URL…); null = only the rates stored by the CLI. */
  readonly fxRates: FxProviderConfig | null;
}

/**
 * The sandbox signs its payment notifications as ProxyPay does (HMAC with a key); its key is
 * derived from KUMBU_SECRET. ProxyPay's key is the API key: it goes in one header, never a log.
 */
export type PaymentsConfig =
  | { readonly gateway: 'sandbox'; readonly entity: string; readonly notificationKey: string }
  | { readonly gateway: 'proxypay'; readonly entity: string; readonly apiUrl: string; readonly apiKey: string };

/** Shared by both transports: the webhook checks signatures and answers verification the same way. */
interface WhatsAppCommon {
  /** The token Meta echoes in the webhook verification GET. */
  readonly verifyToken: string;
  /** Signs webhook posts (X-Hub-Signature-256). */
  readonly appSecret: string;
  readonly phoneNumberId: string;
  readonly graphUrl: string;
  readonly graphVersion: string;
  /** Approved template sent instead of free-form text outside the 24-hour window. */
  readonly welcomeTemplate: string | undefined;
  /** Approved template for subscription reminders outside the 24-hour window (docs/subscription-lifecycle.md). */
  readonly reminderTemplate: string | undefined;
}

export type WhatsAppConfig =
  | (WhatsAppCommon & { readonly transport: 'simulator' })
  | (WhatsAppCommon & { readonly transport: 'cloud'; readonly accessToken: string });

/** The simulator's phone number id (what its envelopes name in `metadata`). */
export const SIMULATOR_PHONE_NUMBER_ID = '100000000000001';

export type SmsConfig =
  | { readonly transport: 'outbox'; readonly from: string }
  | { readonly transport: 'http'; readonly from: string; readonly gatewayUrl: string; readonly gatewayToken: string };

export type BotConfig =
  | { readonly provider: 'altcha'; readonly altchaCost: number }
  | {
    readonly provider: 'recaptcha'; readonly projectId: string; readonly apiKey: string; readonly siteKey: string;
    readonly minScore: number; readonly apiUrl: string;
  };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.KUMBU_DATA_DIR === 'memory://' ? e.KUMBU_DATA_DIR : resolve(e.KUMBU_DATA_DIR);
  const secret = e.KUMBU_SECRET ?? localSecret(dataDir);
  const whatsappCommon: WhatsAppCommon = {
    // The simulator signs its posts exactly like Meta, with a secret derived from KUMBU_SECRET.
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? derived(secret, 'whatsapp-verify-token'),
    appSecret: e.WHATSAPP_APP_SECRET ?? derived(secret, 'whatsapp-app-secret'),
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? SIMULATOR_PHONE_NUMBER_ID,
    graphUrl: e.WHATSAPP_GRAPH_URL.replace(/\/$/, ''),
    graphVersion: e.WHATSAPP_GRAPH_VERSION,
    welcomeTemplate: e.WHATSAPP_WELCOME_TEMPLATE,
    reminderTemplate: e.WHATSAPP_REMINDER_TEMPLATE,
  };
  return {
    env: runMode(e),
    port: e.PORT,
    host: e.HOST ?? listenHost(runMode(e)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    secret,
    logLevel: e.LOG_LEVEL,
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL,
    webDist: resolve(e.WEB_DIST),
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    sms: e.SMS_TRANSPORT === 'http' && e.SMS_GATEWAY_URL && e.SMS_GATEWAY_TOKEN
      ? { transport: 'http', from: e.SMS_FROM, gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN }
      : { transport: 'outbox', from: e.SMS_FROM },
    bot: e.BOT_PROTECTION === 'recaptcha' && e.RECAPTCHA_PROJECT_ID && e.RECAPTCHA_API_KEY && e.RECAPTCHA_SITE_KEY
      ? {
        provider: 'recaptcha', projectId: e.RECAPTCHA_PROJECT_ID, apiKey: e.RECAPTCHA_API_KEY, siteKey: e.RECAPTCHA_SITE_KEY,
        minScore: e.RECAPTCHA_MIN_SCORE, apiUrl: e.RECAPTCHA_API_URL.replace(/\/$/, ''),
      }
      : { provider: 'altcha', altchaCost: e.ALTCHA_COST },
    whatsapp: e.WHATSAPP_TRANSPORT === 'cloud' && e.WHATSAPP_ACCESS_TOKEN
      ? { ...whatsappCommon, transport: 'cloud', accessToken: e.WHATSAPP_ACCESS_TOKEN }
      : { ...whatsappCommon, transport: 'simulator' },
    model: e.MODEL_URL
      ? { url: e.MODEL_URL.replace(/\/$/, ''), apiKey: e.MODEL_API_KEY, name: e.MODEL_NAME, timeoutMs: e.MODEL_TIMEOUT_MS }
      : null,
    kumbuNif: e.KUMBU_NIF ?? null,
    fxRates: e.FX_RATES_URL
      ? {
        url: e.FX_RATES_URL, format: e.FX_RATES_FORMAT, path: e.FX_RATES_PATH,
        source: e.FX_RATES_SOURCE ?? new URL(e.FX_RATES_URL).hostname.toLowerCase(),
        apiKey: e.FX_RATES_KEY, keyHeader: e.FX_RATES_KEY_HEADER, timeoutMs: e.FX_RATES_TIMEOUT_MS,
      }
      : null,
    subscriptionJob: { intervalMinutes: e.SUBSCRIPTION_JOB_INTERVAL_MINUTES },
    payments: e.PAYMENTS_GATEWAY === 'proxypay' && e.PROXYPAY_API_URL && e.PROXYPAY_API_KEY && e.PROXYPAY_ENTITY
      ? { gateway: 'proxypay', entity: e.PROXYPAY_ENTITY, apiUrl: e.PROXYPAY_API_URL.replace(/\/$/, ''), apiKey: e.PROXYPAY_API_KEY }
      : { gateway: 'sandbox', entity: e.PROXYPAY_ENTITY ?? SANDBOX_ENTITY, notificationKey: derived(secret, 'payments-sandbox-notification-key') },
  };
}

function derived(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

/**
 * Outside production a secret is made once and kept beside the data (never in the repo),
 * so sessions survive restarts without anyone having to configure anything.
 */
function localSecret(dataDir: string): string {
  if (dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = join(dataDir, '.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
