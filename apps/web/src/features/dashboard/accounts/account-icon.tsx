// A small line icon per account type (decorative: the type is also written beside it).
import { type AccountType } from '@kumbu/core/money-accounts';

const PATHS: Readonly<Record<AccountType, string>> = {
  // A banknote.
  cash: 'M3 7h18v10H3z M12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5 M6 10v4 M18 10v4',
  // A bank building.
  bank: 'M3 10l9-6l9 6 M5 10v8 M9.5 10v8 M14.5 10v8 M19 10v8 M3 20h18',
  // A phone.
  mobile: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z M11 18h2',
  // A card.
  card: 'M3 6h18v12H3z M3 10h18 M6 15h4',
  // A piggy-bank-like jar.
  savings: 'M7 8h10l1 3v7a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-7z M9 5h6v3H9z M10 14h4',
};

export function AccountIcon({ type }: { readonly type: AccountType }) {
  return (
    <span className={`account-icon account-icon--${type}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[type]} />
      </svg>
    </span>
  );
}
