// The Accounts view's calls: the accounts (live and archived), create and edit, one account's
// balance over time, and its movements (the records API filtered to the account).
import { type AccountType } from '@kumbu/core/money-accounts';
import { type Currency } from '@kumbu/core/money';
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { api, type ApiResult, tapRaw } from '../../../shared/api-client';
import { type AccountDto, type AccountsList, type BalancePoint, parseAccountDto, parseAccountsList, parseSeries } from './account-dto';

export function fetchAccounts(options: { readonly archived?: boolean; readonly signal?: AbortSignal; readonly onRaw?: (data: unknown) => void } = {}): Promise<ApiResult<AccountsList>> {
  return api.request('/api/accounts', tapRaw(parseAccountsList, options.onRaw), {
    query: { archived: options.archived === true ? 1 : undefined },
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
}

/** POST /api/accounts (the server's schema; decimals as exact strings, never floats). */
export interface CreateAccountBody {
  readonly type: AccountType;
  readonly name: string;
  readonly currency: Currency;
  readonly institution?: string | null;
  readonly iban?: string | null;
  readonly number?: string | null;
  readonly openingBalance?: string;
  readonly openingDate?: string | null;
}

export interface PatchAccountBody {
  readonly name?: string;
  readonly institution?: string | null;
  readonly iban?: string | null;
  readonly number?: string | null;
  readonly openingBalance?: string;
  readonly openingDate?: string | null;
  readonly archived?: boolean;
  readonly isDefault?: boolean;
}

export function createAccount(body: CreateAccountBody): Promise<ApiResult<AccountDto>> {
  return api.request('/api/accounts', parseAccountDto, { method: 'POST', body });
}

export function updateAccount(id: string, body: PatchAccountBody): Promise<ApiResult<AccountDto>> {
  return api.request(`/api/accounts/${encodeURIComponent(id)}`, parseAccountDto, { method: 'PATCH', body });
}

export function fetchSeries(id: string, start: string, end: string, signal?: AbortSignal): Promise<ApiResult<readonly BalancePoint[]>> {
  return api.request(`/api/accounts/${encodeURIComponent(id)}/series`, parseSeries, {
    query: { start, end, tz: DEFAULT_TIME_ZONE },
    ...(signal === undefined ? {} : { signal }),
  });
}
