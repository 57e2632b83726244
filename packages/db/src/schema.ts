// The whole database in one place. Migrations in ../migrations are generated from this
// file with `npm run generate -w @kumbu/db` and run unchanged on PGlite and PostgreSQL.
//
// Money columns are bigint cêntimos read as JS numbers: exact up to Number.MAX_SAFE_INTEGER
// cêntimos (~90 trillion Kz), the bound documented on `Cents` in @kumbu/core/money.
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/** Raw bytes (an uploaded statement): Buffer on both drivers. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', tz).notNull().defaultNow();

// ── Accounts (better-auth's four tables, plus its rate-limit store) ─────────────────
// Property names are better-auth's field names; column names are ours.
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', tz),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', tz),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('accounts_user_idx').on(t.userId)]);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('verifications_identifier_idx').on(t.identifier)]);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ── Profile: the spec's user document (§3) ─────────────────────────────────────────
export interface ReportPrefs { weekly: { email: boolean }; monthly: { email: boolean } }

export const profiles = pgTable('profiles', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  userName: text('user_name'),
  /** The account's proven WhatsApp number (SMS or WhatsApp code, or bound by an operator); unproven ones are in whatsapp_claims. */
  whatsappId: text('whatsapp_id').unique(),
  language: text('language').notNull().default('pt'),
  defaultCurrency: text('default_currency').notNull().default('AOA'),
  timeZone: text('time_zone').notNull().default('Africa/Luanda'),
  reportPrefs: jsonb('report_prefs').$type<ReportPrefs>().notNull()
    .default({ weekly: { email: true }, monthly: { email: true } }),
  /** The co-pilot's learned categories (@kumbu/agent category-memory JSON); null = nothing learned. */
  categoryMemory: jsonb('category_memory'),
  /** When the co-pilot last told the user that the trial ended (said once per lapse). */
  trialEndNoticeAt: timestamp('trial_end_notice_at', tz),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('profiles_user_name_idx').on(sql`lower(${t.userName})`)]);

// ── Subscriptions and payments (spec §3) ───────────────────────────────────────────
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').notNull().default('basic'),
  status: text('status').notNull().default('unknown'),
  trial: boolean('trial').notNull().default(false),
  trialStartDate: timestamp('trial_start_date', tz),
  trialEndsAt: timestamp('trial_ends_at', tz),
  expiresAt: timestamp('expires_at', tz),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Payment records outlive the account (kept 7 years, detached): user_id is set null on delete.
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  paidAt: timestamp('paid_at', tz).notNull(),
  plan: text('plan').notNull(),
  duration: text('duration').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('AOA'),
  receiptUrl: text('receipt_url'),
  method: text('method'),
  gatewayReference: text('gateway_reference'),
  // Only a card's brand and last four digits are ever stored (non-negotiable 8).
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** The receipt's number as printed on it ("KB-2026-000001"): sequential per year, never reused. */
  receiptNumber: text('receipt_number').unique(),
  /** The payment intent this payment settled, if any: one payment per intent, ever. */
  intentId: uuid('intent_id').unique(),
  /** The language the receipt is issued in ('pt' | 'en'). */
  language: text('language').notNull().default('pt'),
  createdAt: createdAt(),
}, (t) => [
  index('payments_user_idx').on(t.userId, t.paidAt),
  // The 7-year retention job's rows (packages/db/src/retention.ts).
  index('payments_detached_paid_idx').on(t.paidAt).where(sql`${t.userId} is null`),
]);

// A payment asked of a gateway and not yet settled: a Multicaixa Express approval waiting on
// the phone, a reference waiting at the ATM, or a card charge in flight. It carries the
// renewal it pays for (plan, months, total computed by the server), so settling it — by the
// gateway's notification, a poll, or the sandbox's settle button — applies that renewal once.
// pending → paid (payment_id set) | failed | expired.
export const paymentIntents = pgTable('payment_intents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  plan: text('plan').notNull(),
  /** The duration key of spec §3 ("_1_month", "_3_months", "_6_months", "_1_year"). */
  duration: text('duration').notNull(),
  months: integer('months').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('AOA'),
  /** 'card' | 'multicaixa-express' | 'reference'. */
  method: text('method').notNull(),
  /** 'sandbox' | 'proxypay'. */
  gateway: text('gateway').notNull(),
  /** The gateway's id: the 9-digit reference, the Express payment id, or the card charge id. */
  gatewayReference: text('gateway_reference'),
  /** The entity shown with a reference (ATM: Pagamentos → entidade, referência, montante). */
  referenceEntity: text('reference_entity'),
  status: text('status').notNull().default('pending'),
  /** A stable code when it failed (e.g. 'card_declined', 'insufficient_funds', 'expired'). */
  failureCode: text('failure_code'),
  expiresAt: timestamp('expires_at', tz),
  paymentId: uuid('payment_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('payment_intents_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('payment_intents_gateway_ref_idx').on(t.gateway, t.gatewayReference),
  index('payment_intents_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  index('payment_intents_detached_created_idx').on(t.createdAt).where(sql`${t.userId} is null`),
]);

// Reminders already sent about a trial or plan ending (3 days and 1 day before, and when it
// ends): the key makes each one once per user, kind and end date, however often the job runs.
export const subscriptionNotices = pgTable('subscription_notices', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'trial' | 'plan'. */
  kind: text('kind').notNull(),
  /** Days before the end it was sent for: 3, 1, or 0 (it ended). */
  daysBefore: integer('days_before').notNull(),
  endsAt: timestamp('ends_at', tz).notNull(),
  sentAt: timestamp('sent_at', tz).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind, t.daysBefore, t.endsAt] })]);

// Counters of metered use per user and period (Luanda day or month): WhatsApp requests, voice
// seconds, OCR pages. One atomic upsert per use, so concurrent requests never both slip under.
export const usageCounters = pgTable('usage_counters', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'whatsapp-requests' | 'voice-seconds' | 'ocr-pages' | … */
  metric: text('metric').notNull(),
  /** The period's first day in Luanda (a day for daily limits, the 1st for monthly ones). */
  period: date('period', { mode: 'string' }).notNull(),
  count: integer('count').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.metric, t.period] })]);

// ── Money accounts: where the money is (issue 15; migration 0013) ─────────────────
// Cash ("Carteira", created with the user by a trigger), bank accounts, mobile-money wallets,
// cards and savings, each in one currency. Archived, never deleted with its records.
export const moneyAccounts = pgTable('money_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  name: text('name').notNull(),
  institution: text('institution'),
  iban: text('iban'),
  number: text('number'),
  currency: text('currency').notNull().default('AOA'),
  openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }).notNull().default(0),
  openingDate: date('opening_date', { mode: 'string' }),
  isDefault: boolean('is_default').notNull().default(false),
  archivedAt: timestamp('archived_at', tz),
  /** Kept by the records' triggers (migration 0013): Σ movements counted in the balance, and their number. */
  movementsCents: bigint('movements_cents', { mode: 'number' }).notNull().default(0),
  movementsCount: integer('movements_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('money_accounts_id_user_idx').on(t.id, t.userId),
  index('money_accounts_user_idx').on(t.userId),
  uniqueIndex('money_accounts_default_idx').on(t.userId, t.currency).where(sql`${t.isDefault}`),
  uniqueIndex('money_accounts_user_name_idx').on(t.userId, sql`lower(${t.name})`),
]);

// ── Reference exchange rates: kwanza per unit, one per currency and day ─────────────
export const fxRates = pgTable('fx_rates', {
  currency: text('currency').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  rate: numeric('rate', { precision: 20, scale: 6 }).notNull(),
  source: text('source').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.currency, t.day] })]);

// ── Financial records: the spec's collections in one table ─────────────────────────
// account_id is filled by a trigger when a write names none (the default account of the
// record's currency); transfers carry their to-side (migration 0013).
export const records = pgTable('records', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** No foreign key of its own: (account_id, user_id) must be an account of this user, checked per statement (migration 0019); the records go with the accounts. */
  userId: text('user_id').notNull(),
  collection: text('collection').notNull(),
  kind: text('kind').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('AOA'),
  category: text('category'),
  party: text('party'),
  description: text('description'),
  notes: text('notes'),
  occurredAt: timestamp('occurred_at', tz).notNull(),
  source: text('source').notNull().default('web'),
  /** Never null once written: the trigger picks the default account when an insert names none. */
  accountId: uuid('account_id').notNull().default(sql`null`),
  toAccountId: uuid('to_account_id'),
  toAmountCents: bigint('to_amount_cents', { mode: 'number' }),
  toCurrency: text('to_currency'),
  /** A transfer between currencies: kwanza per unit of the foreign side, as a decimal string. */
  rate: numeric('rate', { precision: 20, scale: 6 }),
  /** An expense written with a transfer as its fee: the transfer's id (undo takes both). */
  feeOf: uuid('fee_of'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('records_user_date_idx').on(t.userId, t.occurredAt.desc(), t.id.desc()),
  index('records_user_collection_date_idx').on(t.userId, t.collection, t.occurredAt.desc(), t.id.desc()),
]);

// ── Statement imports (issue 18; migration 0017) ─────────────────────────────────────
// One file read into one money account; each movement a statement line saying what became of
// it. Undo takes back what the import inserted.
export const imports = pgTable('imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  format: text('format').notNull(),
  kind: text('kind').notNull(),
  institution: text('institution'),
  fileName: text('file_name'),
  fileSha256: text('file_sha256').notNull(),
  source: text('source').notNull().default('web'),
  firstDay: date('first_day', { mode: 'string' }),
  lastDay: date('last_day', { mode: 'string' }),
  openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }),
  closingBalanceCents: bigint('closing_balance_cents', { mode: 'number' }),
  movementsCount: integer('movements_count').notNull(),
  insertedCount: integer('inserted_count').notNull(),
  duplicateCount: integer('duplicate_count').notNull(),
  matchedCount: integer('matched_count').notNull(),
  pages: integer('pages'),
  createdAt: createdAt(),
  undoneAt: timestamp('undone_at', tz),
}, (t) => [index('imports_user_idx').on(t.userId, t.createdAt)]);

export const statementLines = pgTable('statement_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Checked per statement, and the import's deletion takes its lines (migration 0019): no per-row key. */
  importId: uuid('import_id').notNull(),
  /** No foreign key (the import's cascade removes the lines): one lookup less per line. */
  userId: text('user_id').notNull(),
  accountId: uuid('account_id').notNull(),
  position: integer('position').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  valueDay: date('value_day', { mode: 'string' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  descriptionKey: text('description_key').notNull(),
  balanceCents: bigint('balance_cents', { mode: 'number' }),
  counterparty: text('counterparty'),
  reference: text('reference'),
  role: text('role').notNull().default('movement'),
  outcome: text('outcome').notNull(),
  /** The record this line stands for; it may have been deleted since (no foreign key, see migration 0017). */
  recordId: uuid('record_id'),
  movedFromAccountId: uuid('moved_from_account_id'),
  invoiceNo: text('invoice_no'),
  invoiceType: text('invoice_type'),
  settlesLineId: bigint('settles_line_id', { mode: 'number' }),
  duplicateOfLineId: bigint('duplicate_of_line_id', { mode: 'number' }),
}, (t) => [
  index('statement_lines_account_day_idx').on(t.userId, t.accountId, t.day),
  index('statement_lines_import_idx').on(t.importId, t.position),
]);

export const importMappings = pgTable('import_mappings', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  layout: text('layout').notNull(),
  institution: text('institution'),
  mapping: jsonb('mapping').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.accountId, t.layout] })]);

export const importUploads = pgTable('import_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name'),
  bytes: bytea('bytes').notNull(),
  source: text('source').notNull().default('web'),
  createdAt: createdAt(),
}, (t) => [index('import_uploads_user_idx').on(t.userId, t.createdAt)]);

export const transferRules = pgTable('transfer_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  words: text('words').notNull(),
  otherAccountId: uuid('other_account_id').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('transfer_rules_words_idx').on(t.userId, t.accountId, t.words)]);

// ── Monthly budgets: one per user and expense category (the agent's stable key) ─────
export const budgets = pgTable('budgets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('AOA'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('budgets_user_category_idx').on(t.userId, t.category)]);

// ── Savings goals: a named target, what is saved so far, and an optional deadline ───
export const goals = pgTable('goals', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  targetCents: bigint('target_cents', { mode: 'number' }).notNull(),
  savedCents: bigint('saved_cents', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('AOA'),
  deadline: date('deadline', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('goals_user_name_idx').on(t.userId, t.name)]);

// Daily totals of the records (issue 19; migration 0021), kept by the records' statement
// triggers in the same transaction as every write: what summaries, answers and reports sum.
// A foreign-currency row holds records of one amount (`unitCents`), converted one by one.
export const recordDayTotals = pgTable('record_day_totals', {
  userId: text('user_id').notNull(),
  /** The records' day in Luanda. */
  day: date('day', { mode: 'string' }).notNull(),
  accountId: uuid('account_id').notNull(),
  /** A record kind, or 'transferIn' for the side of a transfer into `accountId`. */
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  category: text('category'),
  /** Debts and loans only. */
  party: text('party'),
  /** The amount of each record, for a foreign currency; 0 for kwanza. */
  unitCents: bigint('unit_cents', { mode: 'number' }).notNull().default(0),
  n: integer('n').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});

/** The records per person, Luanda day, kind and currency (migration 0021): the daily series of a range. */
export const recordDayFlows = pgTable('record_day_flows', {
  userId: text('user_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  n: integer('n').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});

/** Kwanza records per person, month (its first day), kind, category and party (migration 0021): breakdowns of whole months. */
export const recordMonthTotals = pgTable('record_month_totals', {
  userId: text('user_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  category: text('category'),
  party: text('party'),
  n: integer('n').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});

// Written by a trigger in the same transaction as every change to `records` (see the
// 0001 migration); its id is the SSE event id, so a reconnecting client can catch up.
export const recordEvents = pgTable('record_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').notNull(),
  /** Null only for a `reload` event: one statement touched more than 500 records (migration 0020). */
  recordId: uuid('record_id'),
  /** The record's collection; '*' for a `reload` event. */
  collection: text('collection').notNull(),
  /** 'upsert' | 'delete' | 'reload'. */
  op: text('op').notNull(),
  createdAt: createdAt(),
}, (t) => [index('record_events_user_idx').on(t.userId, t.id)]);

// ── Idempotency: a repeated request with the same key gets the first answer ────────
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: text('user_id').notNull(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })]);

// ── Inbound message log: every WhatsApp message once, keyed by its wamid ───────────
export const inboundMessages = pgTable('inbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull().default('whatsapp'),
  messageId: text('message_id').notNull().unique(),
  fromId: text('from_id').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  // received → processed, or failed after repeated errors (see apps/server/src/features/whatsapp/inbox-worker.ts).
  status: text('status').notNull().default('received'),
  receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
  processedAt: timestamp('processed_at', tz),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
}, (t) => [
  index('inbound_messages_from_idx').on(t.fromId, t.receivedAt),
  index('inbound_messages_status_idx').on(t.status, t.id),
  // The claim's "no older message from this sender still waiting" check: a small index of
  // only the waiting rows, so a backlog does not make each claim scan all of it.
  index('inbound_messages_waiting_idx').on(t.fromId, t.id).where(sql`${t.status} = 'received'`),
  // An account's deletion erases its messages (packages/db/src/erasure.ts).
  index('inbound_messages_user_idx').on(t.userId),
]);

// ── Outbound WhatsApp messages: written in the transaction that decided them, sent after ─
// commit by a dispatcher with retries (pending → sending → sent | failed | skipped). A row
// in `sending` whose lease (next_attempt_at) has passed is taken up again (crash mid-send).
export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull().default('whatsapp'),
  /** wa_id digits, no '+'. */
  toId: text('to_id').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The inbound message this answers, if any. */
  inboundId: bigint('inbound_id', { mode: 'number' }),
  /** Makes an enqueue idempotent (e.g. one welcome per number per day). */
  dedupeKey: text('dedupe_key').unique(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', tz).notNull(),
  /** What actually went out: the kind, or 'template' when the 24-hour rule replaced it. */
  sentAs: text('sent_as'),
  providerMessageId: text('provider_message_id'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', tz).notNull(),
  sentAt: timestamp('sent_at', tz),
}, (t) => [
  index('outbound_messages_due_idx').on(t.status, t.nextAttemptAt),
  index('outbound_messages_to_idx').on(t.toId, t.id),
  index('outbound_messages_provider_id_idx').on(t.providerMessageId),
  index('outbound_messages_user_idx').on(t.userId),
]);

// ── WhatsApp status callbacks (sent / delivered / read / failed), each recorded once ─
export const whatsappStatuses = pgTable('whatsapp_statuses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The wamid of our outgoing message. */
  messageId: text('message_id').notNull(),
  status: text('status').notNull(),
  recipientId: text('recipient_id').notNull(),
  occurredAt: timestamp('occurred_at', tz).notNull(),
  errorCode: integer('error_code'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('whatsapp_statuses_message_status_idx').on(t.messageId, t.status),
  index('whatsapp_statuses_recipient_idx').on(t.recipientId),
]);

// ── Phone verification (the wizard's SMS step) ──────────────────────────────────────
// Only an HMAC of the code is stored, never the code. One live code per phone: a new send
// deletes the previous row, so its id stops working.
export const phoneVerifications = pgTable('phone_verifications', {
  id: uuid('id').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: timestamp('consumed_at', tz),
  createdAt: timestamp('created_at', tz).notNull(),
  /** Set for a code sent from Settings to confirm that account's number claim; null for the wizard's sign-up codes. */
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [index('phone_verifications_phone_idx').on(t.phone), index('phone_verifications_user_idx').on(t.userId)]);

// ── WhatsApp number claims: a number an account named but has not proven yet ───────
// (decision 0016). profiles.whatsapp_id holds only proven numbers (UNIQUE: one account
// each); a claim routes nothing until proven by an SMS code or by `code` sent from that
// WhatsApp number. One claim per account; several accounts may claim the same number.
export const whatsappClaims = pgTable('whatsapp_claims', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  whatsappId: text('whatsapp_id').notNull(),
  /** Six digits the person sends from WhatsApp as KUMBU-<code>: not a secret (only the number's owner can send from it), it names the claim. */
  code: text('code').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('whatsapp_claims_number_code_idx').on(t.whatsappId, t.code)]);

// ── Bot protection: each solved ALTCHA challenge is accepted once ──────────────────
// Keyed by the challenge's HMAC signature; rows are pruned once the challenge has expired
// (an expired challenge is refused anyway, so forgetting it is safe).
export const usedBotChallenges = pgTable('used_bot_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', tz).notNull(),
}, (t) => [index('used_bot_challenges_expires_idx').on(t.expiresAt)]);

// ── Co-pilot confirmations: a question's Sim recorded once (issue 14 item 19) ─────────
export const copilotConfirmations = pgTable('copilot_confirmations', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The inbound message the question answered (inbound_messages.id). */
  questionId: bigint('question_id', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.questionId] })]);

// ── Conversation state: a short-lived memory of the chat per person (issue 16 item 2) ──
export const conversationState = pgTable('conversation_state', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** What the agent remembers (packages/agent/src/conversation-state.ts), validated when read. */
  state: jsonb('state').notNull(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
});

// ── Strangers' messages: what an unknown number sent that would be a record (issue 16) ─
// Kept so it can be offered once the number belongs to an account; other people's data:
// capped, expired after 30 days, never logged (stranger-messages.ts).
export const strangerMessages = pgTable('stranger_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** wa_id digits, no '+', as inbound_messages.from_id and profiles.whatsapp_id. */
  whatsappId: text('whatsapp_id').notNull(),
  /** The inbound wamid: a webhook delivered twice keeps once. */
  messageId: text('message_id').notNull().unique(),
  text: text('text').notNull(),
  /** The Luanda day it was sent: the message's "today" when it is understood again. */
  sentDay: date('sent_day', { mode: 'string' }).notNull(),
  /** The record's day as understood then ("ontem" → the day before sentDay). */
  recordDay: date('record_day', { mode: 'string' }).notNull(),
  /** When the one offer was made; null = not offered yet. */
  offeredAt: timestamp('offered_at', tz),
  createdAt: createdAt(),
}, (t) => [index('stranger_messages_number_idx').on(t.whatsappId, t.id), index('stranger_messages_created_idx').on(t.createdAt)]);

// ── Support requests: a person asked for on WhatsApp (issue 16), e-mailed to the team ─
// The row is also the e-mail's queue: emailed_at null = still to send, after the commit that
// wrote it (apps/server/src/features/support/support-mailer.ts). Goes with the account.
export const supportRequests = pgTable('support_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** "S-000123": what the person and the team quote. */
  reference: text('reference').notNull().unique()
    .generatedAlwaysAs(sql`'S-' || lpad(id::text, greatest(6, length(id::text)), '0')`),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The person's words. */
  message: text('message').notNull(),
  channel: text('channel').notNull().default('whatsapp'),
  /** open → closed (by the team). */
  status: text('status').notNull().default('open'),
  createdAt: createdAt(),
  emailedAt: timestamp('emailed_at', tz),
  emailAttempts: integer('email_attempts').notNull().default(0),
  /** The sending lease's end, or when to try again; null = due now. */
  emailNextAt: timestamp('email_next_at', tz),
  emailError: text('email_error'),
}, (t) => [
  index('support_requests_user_idx').on(t.userId, t.createdAt),
  index('support_requests_unsent_idx').on(t.id).where(sql`${t.emailedAt} is null`),
]);

// ── Dev outbox: every e-mail and SMS sent by the local adapters, for a page to list ─
export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  createdAt: createdAt(),
}, (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)]);

export const schema = {
  users, sessions, accounts, verifications, rateLimits, profiles, subscriptions, payments, paymentIntents, subscriptionNotices, usageCounters,
  records, budgets, goals, recordEvents, idempotencyKeys, inboundMessages, outboundMessages, whatsappStatuses, outboxMessages, phoneVerifications, usedBotChallenges,
  whatsappClaims, copilotConfirmations, moneyAccounts, fxRates, strangerMessages, supportRequests, conversationState,
  imports, statementLines, importMappings, transferRules, importUploads,
};
export type Schema = typeof schema;
