// The account "Nova conta" makes from a statement's preview: a bank account (with the IBAN when
// its check digits are right) or a mobile wallet (provider and number), in the statement's
// currency, starting at the statement's opening balance.
import { centsToDecimal, isCents, isCurrency } from '@kumbu/core/money';
import { WALLET_PROVIDERS, type WalletProvider, checkAngolanIban } from '@kumbu/core/money-accounts';
import { type CreateAccountBody } from '../dashboard/accounts/accounts-api';
import { type ImportPreview } from './imports-dto';

/** A wallet statement's institution ("Unitel Money") as the provider key accounts keep. */
function walletProvider(institution: string | null): WalletProvider | null {
  const folded = institution?.toLowerCase().replace(/\s+/g, '') ?? '';
  const found = Object.entries(WALLET_PROVIDERS).find(([, label]) => label.toLowerCase().replace(/\s+/g, '') === folded);
  return found ? (found[0] as WalletProvider) : null;
}

/**
 * The statement's opening balance, as of its first day: the account then starts where the bank
 * says it did, so the reconciliation agrees from the first import instead of showing the whole
 * opening balance as a gap.
 */
function openingOf(preview: ImportPreview): { openingBalance?: string; openingDate?: string } {
  const cents = preview.openingBalanceCents;
  if (cents === null || !isCents(cents) || preview.firstDay === null) return {};
  return { openingBalance: centsToDecimal(cents), openingDate: preview.firstDay };
}

export function accountBodyFor(preview: ImportPreview, name: string): CreateAccountBody | null {
  if (!isCurrency(preview.currency)) return null;
  const opening = openingOf(preview);
  const number = preview.wallet ? preview.wallet.replace(/[^\d+ ]/g, '').slice(0, 30) : null;
  if (preview.kind === 'mobile_money') {
    return { type: 'mobile', name, currency: preview.currency, institution: walletProvider(preview.institution), number: number || null, ...opening };
  }
  // An IBAN whose check digits fail (a typo in the file, an invented one) would refuse the whole
  // account; the account is made without it and the IBAN can be added later in Contas.
  const iban = preview.iban && checkAngolanIban(preview.iban).ok ? preview.iban : null;
  return {
    type: 'bank', name, currency: preview.currency, institution: preview.institution,
    ...(iban ? { iban } : number ? { number } : {}), ...opening,
  };
}
