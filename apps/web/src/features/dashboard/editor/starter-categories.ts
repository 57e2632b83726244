// A starter list of Angolan household and small-business categories, until the co-pilot's
// own taxonomy arrives (WhatsApp issue). The picker takes any list, so the taxonomy can
// replace this one without touching the editor. Names match the demo data where they overlap.
import { type Bilingual, type Lang } from '@kumbu/core/lang';

export const STARTER_CATEGORIES: readonly Bilingual[] = [
  { pt: 'Alimentação', en: 'Food' },
  { pt: 'Supermercado', en: 'Groceries' },
  { pt: 'Transporte', en: 'Transport' },
  { pt: 'Combustível', en: 'Fuel' },
  { pt: 'Renda', en: 'Rent' },
  { pt: 'Energia e água', en: 'Power and water' },
  { pt: 'Telecomunicações', en: 'Phone and internet' },
  { pt: 'Educação', en: 'Education' },
  { pt: 'Saúde', en: 'Health' },
  { pt: 'Família', en: 'Family' },
  { pt: 'Lazer', en: 'Leisure' },
  { pt: 'Vestuário', en: 'Clothing' },
  { pt: 'Salário', en: 'Salary' },
  { pt: 'Vendas', en: 'Sales' },
  { pt: 'Mercadoria', en: 'Stock' },
  { pt: 'Serviços', en: 'Services' },
  { pt: 'Dívida', en: 'Debt' },
  { pt: 'Empréstimo', en: 'Loan' },
];

/** The user's own names first (most used first), then the starter list, without repeats (any case). */
export function mergeSuggestions(own: readonly string[], starter: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...own, ...starter]) {
    const key = name.trim().toLocaleLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}

export function starterCategories(lang: Lang): string[] {
  return STARTER_CATEGORIES.map((c) => c[lang]);
}
