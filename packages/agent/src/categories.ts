// The category taxonomy: stable English keys (stored with records, sent to the server) and
// the labels people see in Portuguese and English.
import { type Bilingual, type Lang } from '@kumbu/core/lang';
import { fold } from './text';

export const EXPENSE_CATEGORIES = [
  'groceries', 'dining', 'transport', 'travel', 'housing', 'utilities', 'telecom', 'health', 'education',
  'payroll', 'taxes', 'fees', 'inventory', 'marketing', 'equipment', 'leisure', 'personal', 'family', 'other',
] as const;
export const INCOME_CATEGORIES = ['salary', 'sales', 'services', 'investment', 'gift', 'other_income'] as const;

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type CategoryKey = ExpenseCategory | IncomeCategory;

export const CATEGORY_KEYS: readonly CategoryKey[] = [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES];

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && (CATEGORY_KEYS as readonly string[]).includes(value);
}

export function isIncomeCategory(key: CategoryKey): key is IncomeCategory {
  return (INCOME_CATEGORIES as readonly string[]).includes(key);
}

export const CATEGORY_LABELS: Readonly<Record<CategoryKey, Bilingual>> = {
  groceries: { pt: 'Supermercado e mercado', en: 'Groceries' },
  dining: { pt: 'Restaurantes e refeições', en: 'Dining' },
  transport: { pt: 'Transporte', en: 'Transport' },
  travel: { pt: 'Viagens', en: 'Travel' },
  housing: { pt: 'Casa e renda', en: 'Housing' },
  utilities: { pt: 'Luz, água e gás', en: 'Utilities' },
  telecom: { pt: 'Telemóvel e internet', en: 'Telecom' },
  health: { pt: 'Saúde', en: 'Health' },
  education: { pt: 'Educação', en: 'Education' },
  payroll: { pt: 'Salários pagos', en: 'Payroll' },
  taxes: { pt: 'Impostos', en: 'Taxes' },
  fees: { pt: 'Taxas bancárias', en: 'Bank fees' },
  inventory: { pt: 'Mercadoria e stock', en: 'Inventory' },
  marketing: { pt: 'Publicidade', en: 'Marketing' },
  equipment: { pt: 'Equipamento', en: 'Equipment' },
  leisure: { pt: 'Lazer', en: 'Leisure' },
  personal: { pt: 'Cuidados pessoais e roupa', en: 'Personal' },
  family: { pt: 'Família e igreja', en: 'Family' },
  other: { pt: 'Outras despesas', en: 'Other' },
  salary: { pt: 'Salário', en: 'Salary' },
  sales: { pt: 'Vendas', en: 'Sales' },
  services: { pt: 'Serviços prestados', en: 'Services' },
  investment: { pt: 'Rendimentos e juros', en: 'Investment income' },
  gift: { pt: 'Ofertas recebidas', en: 'Gifts' },
  other_income: { pt: 'Outras receitas', en: 'Other income' },
};

/** WhatsApp shows at most 24 characters of a list row: the few longer labels have a short form there. */
const ROW_LABELS: Readonly<Partial<Record<CategoryKey, Bilingual>>> = {
  personal: { pt: 'Roupa e beleza', en: 'Personal' },
};
export const ROW_LABEL_LIMIT = 24;

/** The label as a list row shows it (≤ 24 characters). */
export function categoryRowLabel(key: CategoryKey, lang: Lang): string {
  return (ROW_LABELS[key] ?? CATEGORY_LABELS[key])[lang];
}

/**
 * The name people see for a stored category, in `lang`: records keep the co-pilot's key
 * ("transport"), older rows and API clients may hold its pt or en label ("Transporte",
 * "Transport"), and a name of the user's own ("Obra da casa") is shown as typed. The one
 * function every display uses (dashboard, replies, reports, CSV export).
 */
export function categoryLabel(keyOrText: string, lang: Lang): string {
  const key = categoryKeyOf(keyOrText);
  return key === null ? keyOrText : CATEGORY_LABELS[key][lang];
}

/** Every folded name (key, pt label, en label) → its key; built once. */
const KEY_BY_NAME: ReadonlyMap<string, CategoryKey> = new Map(
  CATEGORY_KEYS.flatMap((key) => [fold(key), fold(CATEGORY_LABELS[key].pt), fold(CATEGORY_LABELS[key].en)].map((name) => [name.trim(), key] as const)),
);

/**
 * The key a stored category name stands for: the key itself or its pt or en label, case and
 * accents aside, so "Transporte", "Transport" and "transport" are one. Null for a name of the user's own.
 */
export function categoryKeyOf(name: string): CategoryKey | null {
  return KEY_BY_NAME.get(fold(name).trim()) ?? null;
}

/**
 * What a record stores as its category: the key when the name is one of the co-pilot's
 * categories in either language (so one category never splits by language), else the user's
 * own text, trimmed; null for none.
 */
export function storedCategory(name: string | null | undefined): string | null {
  const text = name?.trim() ?? '';
  if (text === '') return null;
  return categoryKeyOf(text) ?? text;
}
