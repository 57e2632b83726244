// The wire shape of a record (GET /api/records and the live stream), checked at the edge,
// and its translation into core's FinanceRecord for the aggregates.
import { type Cents, type Currency, isCents, isCurrency } from '@kumbu/core/money';
import { COLLECTIONS, type Collection, type FinanceRecord, type RecordKind, parseRecordKind } from '@kumbu/core/records';
import { isObject, isString, isStringOrNull } from '../../shared/guards';
import { type KzEquivalent, parseKzEquivalent, readRate } from './kz-equivalent';

export interface RecordDto {
  readonly id: string;
  readonly collection: Collection;
  readonly type: RecordKind;
  readonly amountCents: Cents;
  /** Exact decimal text ("5000.50"); amountCents is the one we compute with. */
  readonly amount: string;
  readonly currency: Currency;
  readonly category: string | null;
  readonly party: string | null;
  readonly description: string | null;
  readonly notes: string | null;
  /** ISO 8601 instants. */
  readonly date: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  // Issue 15. Absent (undefined) or null both mean "none": parseRecordDto leaves out what the
  // server did not give, and records built elsewhere (tests, older code) need not name them.
  /** The money account it sits on (a transfer's from-side); null from a server that predates accounts. */
  readonly accountId?: string | null;
  /** A transfer's to-side (all null for other kinds). */
  readonly toAccountId?: string | null;
  readonly toAmountCents?: Cents | null;
  readonly toCurrency?: Currency | null;
  /** A transfer's rate between different currencies, as micros (Kz per foreign unit); null otherwise. */
  readonly rateMicros?: number | null;
  /** The kwanza equivalent of a USD/EUR record at its day's rate; null for AOA or when there is no rate. */
  readonly kz?: KzEquivalent | null;
}

export function isCollection(value: unknown): value is Collection {
  return typeof value === 'string' && (COLLECTIONS as readonly string[]).includes(value);
}

function isIsoInstant(value: unknown): value is string {
  return isString(value) && !Number.isNaN(Date.parse(value));
}

function optionalText(value: unknown): string | null {
  return isStringOrNull(value) && value !== '' ? value : null;
}

export function parseRecordDto(value: unknown): RecordDto | undefined {
  if (!isObject(value)) return undefined;
  const type = isString(value.type) ? parseRecordKind(value.type) : null;
  const { id, collection, amountCents, amount, currency, date, createdAt, updatedAt } = value;
  if (type === null || !isString(id) || !isCollection(collection) || !isCents(amountCents) || !isCurrency(currency)) return undefined;
  if (!isIsoInstant(date)) return undefined;
  return {
    id,
    collection,
    type,
    amountCents,
    amount: isString(amount) ? amount : '',
    currency,
    category: optionalText(value.category),
    party: optionalText(value.party),
    description: optionalText(value.description),
    notes: optionalText(value.notes),
    date,
    createdAt: isIsoInstant(createdAt) ? createdAt : date,
    updatedAt: isIsoInstant(updatedAt) ? updatedAt : date,
    ...presentOnly(transferFields(value)),
  };
}

/** The fields that have a value: a record from a server without accounts reads exactly as before. */
function presentOnly(f: TransferFields): Partial<TransferFields> {
  return {
    ...(f.accountId === null ? {} : { accountId: f.accountId }),
    ...(f.toAccountId === null ? {} : { toAccountId: f.toAccountId }),
    ...(f.toAmountCents === null ? {} : { toAmountCents: f.toAmountCents }),
    ...(f.toCurrency === null ? {} : { toCurrency: f.toCurrency }),
    ...(f.rateMicros === null ? {} : { rateMicros: f.rateMicros }),
    ...(f.kz === null ? {} : { kz: f.kz }),
  };
}

/** The issue-15 fields, each read on its own: a missing or malformed one is null, never a refusal. */
interface TransferFields {
  readonly accountId: string | null;
  readonly toAccountId: string | null;
  readonly toAmountCents: Cents | null;
  readonly toCurrency: Currency | null;
  readonly rateMicros: number | null;
  readonly kz: KzEquivalent | null;
}

function transferFields(value: Readonly<Record<string, unknown>>): TransferFields {
  const toAccountId = isString(value.toAccountId) && value.toAccountId !== '' ? value.toAccountId : null;
  return {
    accountId: isString(value.accountId) && value.accountId !== '' ? value.accountId : null,
    toAccountId,
    toAmountCents: toAccountId !== null && isCents(value.toAmountCents) ? value.toAmountCents : null,
    toCurrency: toAccountId !== null && isCurrency(value.toCurrency) ? value.toCurrency : null,
    rateMicros: readRate(value.rate),
    kz: parseKzEquivalent(value.kz),
  };
}

export interface RecordsPage {
  readonly items: readonly RecordDto[];
  readonly nextCursor: string | null;
}

/** A page whose items do not all parse is refused whole: silently dropping rows would skew totals. */
export function parseRecordsPage(data: unknown): RecordsPage | undefined {
  if (!isObject(data) || !Array.isArray(data.items)) return undefined;
  const items: RecordDto[] = [];
  for (const raw of data.items as readonly unknown[]) {
    const item = parseRecordDto(raw);
    if (!item) return undefined;
    items.push(item);
  }
  const nextCursor = isString(data.nextCursor) && data.nextCursor !== '' ? data.nextCursor : null;
  return { items, nextCursor };
}

export function toFinanceRecord(dto: RecordDto): FinanceRecord {
  return {
    id: dto.id,
    kind: dto.type,
    amountCents: dto.amountCents,
    currency: dto.currency,
    category: dto.category,
    party: dto.party,
    description: dto.description,
    notes: dto.notes,
    date: new Date(dto.date),
    ...(dto.accountId == null ? {} : { accountId: dto.accountId }),
    ...(dto.toAccountId != null && dto.toAmountCents != null && dto.toCurrency != null
      ? { transferTo: { accountId: dto.toAccountId, amountCents: dto.toAmountCents, currency: dto.toCurrency } }
      : {}),
  };
}
