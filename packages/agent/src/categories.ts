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

export function categoryLabel(key: CategoryKey, lang: Lang): string {
  return CATEGORY_LABELS[key][lang];
}

/**
 * The key a stored category name stands for: records keep what was shown when they were made
 * (the key, or its pt or en label), so "Transporte", "Transport" and "transport" are one.
 * Null for a name of the user's own.
 */
export function categoryKeyOf(name: string): CategoryKey | null {
  const wanted = fold(name);
  for (const key of CATEGORY_KEYS) {
    const labels = CATEGORY_LABELS[key];
    if (fold(key) === wanted || fold(labels.pt) === wanted || fold(labels.en) === wanted) return key;
  }
  return null;
}
