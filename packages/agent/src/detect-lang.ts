// Which language a message is in, by counting marker words. Short or mixed messages
// ("taxi 1500") say nothing, and then the user's language (or Portuguese) stands.
import { type Lang } from '@kumbu/core/lang';
import { words } from './text';

const EN: ReadonlySet<string> = new Set([
  'spent', 'spend', 'paid', 'pay', 'bought', 'buy', 'the', 'my', 'to', 'from', 'for', 'yesterday', 'today', 'lunch',
  'dinner', 'rent', 'salary', 'received', 'got', 'how', 'what', 'who', 'whats', 'balance', 'budget', 'goal', 'report',
  'help', 'hello', 'hi', 'please', 'undo', 'delete', 'lent', 'owe', 'owes', 'sold', 'earned', 'income', 'fees', 'last',
  'this', 'on', 'i', 'me', 'much', 'did', 'does', 'do', 'is', 'was', 'it', 'a', 'at', 'of', 'back', 'by', 'add',
  'save', 'send', 'show', 'weekly', 'monthly', 'thanks', 'good', 'morning', 'there', 'can', 'you', 'week', 'month',
  'switch', 'change', 'language', 'english', 'new', 'bill', 'school', 'shop', 'staff', 'worth', 'drinks', 'job',
  'borrowed', 'repaid', 'loaned', 'sent', 'mom', 'wrong', 'remove', 'that', 'not', 'weather', 'nice',
]);
const PT: ReadonlySet<string> = new Set([
  'gastei', 'paguei', 'comprei', 'recebi', 'de', 'do', 'da', 'no', 'na', 'o', 'e', 'q', 'que', 'pra', 'pro', 'para',
  'hoje', 'hj', 'ontem', 'quanto', 'meu', 'minha', 'mil', 'com', 'em', 'os', 'as', 'um', 'uma', 'ao', 'dos', 'das',
  'emprestei', 'devo', 'ola', 'bom', 'boa', 'dia', 'tarde', 'noite', 'ajuda', 'saldo', 'mes', 'semana', 'quem',
  'qual', 'renda', 'luz', 'agua', 'propina', 'vendi', 'apaga', 'era', 'nao', 'muda', 'mudar', 'fala', 'ingles',
  'quero', 'relatorio', 'orcamento', 'meta', 'obrigado', 'ta', 'bem', 'tou', 'vou', 'foi', 'fiz', 'fui', 'pf',
]);

export function detectLang(folded: string, fallback: Lang): Lang {
  let en = 0;
  let pt = 0;
  for (const { word } of words(folded)) {
    if (EN.has(word)) en++;
    if (PT.has(word)) pt++;
  }
  if (en > pt) return 'en';
  if (pt > en) return 'pt';
  return fallback;
}
