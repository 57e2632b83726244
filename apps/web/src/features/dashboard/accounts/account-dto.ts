// The wire shapes of GET/POST/PATCH /api/accounts and GET /api/accounts/:id/series (issue 15),
// checked at the edge. An account that does not parse is refused (a silently missing account
// would make the net worth wrong); optional fields that are malformed read as null.
import { type AccountType, isAccountType } from '@kumbu/core/money-accounts';
import { isDayString } from '@kumbu/core/date-range';
import { type Cents, type Currency, isCents, isCurrency } from '@kumbu/core/money';
import { isForeignCurrency, type ForeignCurrency } from '@kumbu/core/fx';
import { isFiniteNumber, isObject, isString } from '../../../shared/guards';
import { type KzEquivalent, parseKzEquivalent } from '../kz-equivalent';

export interface AccountDto {
  readonly id: string;
  readonly type: AccountType;
  readonly name: string;
  /** A bank's name, or a wallet provider's key (core WALLET_PROVIDERS). */
  readonly institution: string | null;
  /** Formatted ("AO06 0040 …"); only the edit form shows it whole. */
  readonly iban: string | null;
  readonly number: string | null;
  /** "•••• 0167": what lists show. */
  readonly lastDigits: string | null;
  readonly currency: Currency;
  readonly openingBalanceCents: Cents;
  /** YYYY-MM-DD, or null: every movement counts. */
  readonly openingDate: string | null;
  readonly isDefault: boolean;
  readonly archived: boolean;
  readonly balanceCents: Cents;
  /** The balance in kwanza at the latest rate; null for AOA accounts or when there is no rate. */
  readonly kz: KzEquivalent | null;
  readonly movements: number;
  readonly lastMovementAt: string | null;
}

export interface Unconverted {
  readonly currency: ForeignCurrency;
  readonly cents: Cents | null;
}

export interface AccountsTotal {
  /** The net worth in kwanza: every account with a rate; the rest are in `unconverted`. */
  readonly kzCents: Cents;
  readonly unconverted: readonly Unconverted[];
}

export interface AccountsList {
  readonly items: readonly AccountDto[];
  readonly total: AccountsTotal | null;
}

const text = (value: unknown): string | null => (isString(value) && value.trim() !== '' ? value : null);

export function parseAccountDto(value: unknown): AccountDto | undefined {
  if (!isObject(value)) return undefined;
  const { id, type, name, currency, balanceCents } = value;
  if (!isString(id) || id === '' || !isAccountType(type) || !isString(name) || !isCurrency(currency) || !isCents(balanceCents)) return undefined;
  return {
    id,
    type,
    name,
    institution: text(value.institution),
    iban: text(value.iban),
    number: text(value.number),
    lastDigits: text(value.lastDigits),
    currency,
    openingBalanceCents: isCents(value.openingBalanceCents) ? value.openingBalanceCents : (0 as Cents),
    openingDate: isDayString(value.openingDate) ? value.openingDate : null,
    isDefault: value.isDefault === true,
    archived: value.archived === true,
    balanceCents,
    kz: currency === 'AOA' ? null : parseKzEquivalent(value.kz),
    movements: isFiniteNumber(value.movements) ? value.movements : 0,
    lastMovementAt: isString(value.lastMovementAt) && !Number.isNaN(Date.parse(value.lastMovementAt)) ? value.lastMovementAt : null,
  };
}

function parseUnconverted(value: unknown): Unconverted[] {
  if (!Array.isArray(value)) return [];
  const out: Unconverted[] = [];
  for (const item of value as readonly unknown[]) {
    if (!isObject(item) || !isForeignCurrency(item.currency)) continue;
    out.push({ currency: item.currency, cents: isCents(item.cents) ? item.cents : null });
  }
  return out;
}

function parseTotal(value: unknown): AccountsTotal | null {
  if (!isObject(value) || !isCents(value.kzCents)) return null;
  return { kzCents: value.kzCents, unconverted: parseUnconverted(value.unconverted) };
}

export function parseAccountsList(data: unknown): AccountsList | undefined {
  if (!isObject(data) || !Array.isArray(data.items)) return undefined;
  const items: AccountDto[] = [];
  for (const raw of data.items as readonly unknown[]) {
    const item = parseAccountDto(raw);
    if (!item) return undefined;
    items.push(item);
  }
  return { items, total: parseTotal(data.total) };
}

export interface BalancePoint {
  readonly day: string;
  readonly balanceCents: Cents;
}

/** `[{ day, balanceCents }]`, or the same under `points`/`items`; points out of shape are refused whole. */
export function parseSeries(data: unknown): readonly BalancePoint[] | undefined {
  const list: unknown = Array.isArray(data) ? data : isObject(data) ? (data.points ?? data.items ?? data.series) : undefined;
  if (!Array.isArray(list)) return undefined;
  const points: BalancePoint[] = [];
  for (const p of list as readonly unknown[]) {
    if (!isObject(p) || !isDayString(p.day) || !isCents(p.balanceCents)) return undefined;
    points.push({ day: p.day, balanceCents: p.balanceCents });
  }
  return points;
}

/** Live accounts first (default first within a currency), then by name. */
export function sortAccounts(items: readonly AccountDto[]): AccountDto[] {
  return [...items].sort((a, b) => Number(a.archived) - Number(b.archived)
    || Number(b.isDefault) - Number(a.isDefault)
    || a.name.localeCompare(b.name));
}
