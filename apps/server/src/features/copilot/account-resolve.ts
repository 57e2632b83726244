// An account named in a message (the agent's AccountRef) → one of the person's money accounts
// (issue 15). A bank or wallet named that the person does not have yet is created on the spot
// (and the reply says so); a generic word ("banco", "multicaixa") is the person's only account
// of that kind, or the co-pilot asks which; the default account of a currency is created the
// first time a dollar or euro side needs it.
import { type Currency } from '@kumbu/core/money';
import { type AccountType, DEFAULT_ACCOUNT_NAME, type MoneyAccount, findAccountByName, isAccountType } from '@kumbu/core/money-accounts';
import { isCurrency } from '@kumbu/core/money';
import type { AccountRef, KnownAccount } from '@kumbu/agent/account-words';
import type { CreatedAccount } from '@kumbu/agent/reply/account-replies';
import { insertMoneyAccount, listMoneyAccounts, type MoneyAccountRow } from '@kumbu/db/money-accounts';
import { countLiveMoneyAccounts, lockAccountsOf } from '@kumbu/db/money-account-writes';
import { MAX_ACCOUNTS } from '../money-accounts/account-schemas';
import type { CopilotContext } from './copilot-context';

export type Resolved =
  | { readonly ok: true; readonly account: MoneyAccountRow }
  /** A generic word that fits none or several accounts: ask which (nothing is recorded). */
  | { readonly ok: false; readonly reason: 'ask'; readonly type: AccountType; readonly choices: readonly MoneyAccountRow[] }
  | { readonly ok: false; readonly reason: 'currency' | 'archived'; readonly account: MoneyAccountRow }
  | { readonly ok: false; readonly reason: 'limit' };

/** The person's accounts, read once per message, and the ones created while answering it. */
export class AccountBook {
  readonly created: CreatedAccount[] = [];
  private constructor(private readonly ctx: CopilotContext, private rows: MoneyAccountRow[]) {}

  static async load(ctx: CopilotContext): Promise<AccountBook> {
    return new AccountBook(ctx, await listMoneyAccounts(ctx.tx, ctx.userId));
  }

  get live(): readonly MoneyAccountRow[] { return this.rows.filter((r) => r.archivedAt === null); }

  async resolve(ref: AccountRef, currency: Currency, options: { readonly create: boolean }): Promise<Resolved> {
    if (ref.by === 'default') return this.defaultOf(currency);
    if (ref.by === 'name') {
      const found = this.byName(ref.name, ref.institution, currency);
      if (found) return found.currency === currency ? { ok: true, account: found } : { ok: false, reason: 'currency', account: found };
      // "cartão do BAI" with no card: the BAI account itself pays.
      if (!options.create || (ref.type !== 'bank' && ref.type !== 'mobile' && ref.type !== 'card')) return { ok: false, reason: 'ask', type: ref.type, choices: this.ofType(ref.type, currency) };
      return this.create({ name: ref.name, type: ref.type, institution: ref.institution, currency });
    }
    const candidates = this.ofType(ref.type, currency);
    if (ref.type === 'cash') {
      const own = candidates.find((a) => a.isDefault) ?? (candidates.length === 1 ? candidates[0] : undefined);
      return own ? { ok: true, account: own } : this.defaultOf(currency);
    }
    if (candidates.length === 1 && candidates[0]) return { ok: true, account: candidates[0] };
    // Nothing to choose from: a savings account or a card is simply opened; a bank is asked for.
    if (candidates.length === 0 && options.create && (ref.type === 'savings' || ref.type === 'card')) {
      const name = ref.type === 'savings' ? (this.ctx.lang === 'pt' ? 'Poupança' : 'Savings') : (this.ctx.lang === 'pt' ? 'Cartão de crédito' : 'Credit card');
      return this.create({ name, type: ref.type, institution: null, currency });
    }
    return { ok: false, reason: 'ask', type: ref.type, choices: candidates };
  }

  /** The default account of a currency, created ("Carteira USD") the first time it is needed. */
  async defaultOf(currency: Currency): Promise<Resolved> {
    const found = this.live.find((a) => a.isDefault && a.currency === currency);
    if (found) return { ok: true, account: found };
    const name = currency === 'AOA' ? DEFAULT_ACCOUNT_NAME : `${DEFAULT_ACCOUNT_NAME} ${currency}`;
    return this.create({ name, type: 'cash', institution: null, currency });
  }

  /** Opens an account (the per-person limit holds under concurrency); an existing one by that name is used instead. */
  async create(input: { name: string; type: AccountType; institution: string | null; currency: Currency }): Promise<Resolved> {
    await lockAccountsOf(this.ctx.tx, this.ctx.userId);
    if (await countLiveMoneyAccounts(this.ctx.tx, this.ctx.userId) >= MAX_ACCOUNTS) return { ok: false, reason: 'limit' };
    const row = await insertMoneyAccount(this.ctx.tx, this.ctx.userId, input);
    if (!row) {
      this.rows = await listMoneyAccounts(this.ctx.tx, this.ctx.userId, { includeArchived: true });
      const existing = this.rows.find((a) => a.name.toLowerCase() === input.name.toLowerCase());
      if (!existing) return { ok: false, reason: 'limit' };
      if (existing.archivedAt !== null) return { ok: false, reason: 'archived', account: existing };
      return existing.currency === input.currency ? { ok: true, account: existing } : { ok: false, reason: 'currency', account: existing };
    }
    this.rows.push(row);
    this.created.push({ name: row.name, type: input.type, currency: input.currency });
    return { ok: true, account: row };
  }

  /** By name (exact, then words of a name or institution: "BAI" finds "Conta BAI"), preferring the currency asked for. */
  private byName(name: string, institution: string | null, currency: Currency): MoneyAccountRow | null {
    const rules = this.live.map(asRule).filter((a): a is MoneyAccount & { row: MoneyAccountRow } => a !== null);
    const inCurrency = rules.filter((a) => a.currency === currency);
    const hit = findAccountByName(inCurrency, name) ?? (institution ? inCurrency.find((a) => a.institution === institution) ?? null : null)
      ?? findAccountByName(rules, name);
    return hit?.row ?? null;
  }

  private ofType(type: AccountType, currency: Currency): MoneyAccountRow[] {
    return this.live.filter((a) => a.type === type && a.currency === currency);
  }
}

function asRule(row: MoneyAccountRow): (MoneyAccount & { row: MoneyAccountRow }) | null {
  if (!isAccountType(row.type) || !isCurrency(row.currency)) return null;
  return { id: row.id, type: row.type, name: row.name, institution: row.institution, currency: row.currency, isDefault: row.isDefault, archived: row.archivedAt !== null, row };
}

/** The person's accounts as the agent reads messages with them (names only, no ids): `known` when the worker read them with the claim. */
export async function knownAccounts(
  ctx: CopilotContext, known?: readonly { readonly name: string; readonly type: string; readonly institution: string | null }[],
): Promise<KnownAccount[]> {
  return (known ?? await listMoneyAccounts(ctx.tx, ctx.userId)).flatMap((a) => (isAccountType(a.type) ? [{ name: a.name, type: a.type, institution: a.institution }] : []));
}
