// The category classifier: the user's memory first (a correction wins next time), then the
// weighted keyword tables, with the learned classifier where they are silent or weak
// (decision 0020). Income and expense have separate taxonomies.
import { CATEGORY_LABELS, EXPENSE_CATEGORIES, type CategoryKey, type ExpenseCategory, type IncomeCategory, isIncomeCategory } from './categories';
import { EXPENSE_KEYWORDS, INCOME_KEYWORDS, type KeywordTable } from './category-keywords';
import { type CategoryMemory, recall } from './category-memory';
import { learnedClassifier } from './learned/classifier';
import { decideCategory, modelMayDecide } from './learned/policy';
import { predictCategory } from './learned/predict';
import { remembered } from './remembered';
import { fold, phraseRegex, words } from './text';

interface Entry<K extends string> { readonly key: K; readonly rank: number; readonly re: RegExp; readonly weight: number }
/**
 * A table indexed by one word of each phrase (see indexWord), so a message only tests the
 * phrases whose key word it contains (a few dozen of ~1 000): classification stays cheap as the
 * tables grow. Phrases that are only a prefix ("medicament*") are always tested.
 */
interface CompiledTable<K extends string> {
  readonly byWord: ReadonlyMap<string, readonly Entry<K>[]>;
  readonly always: readonly Entry<K>[];
  /** One-word prefixes ("medicament*") by their first PREFIX_KEY letters: only a word that starts so can match. */
  readonly byStart: ReadonlyMap<string, readonly Entry<K>[]>;
  readonly keys: readonly K[];
  /** One-word phrases of MIN_FUZZY letters or more, by the word with one letter left out (see `misspelt`). */
  readonly oneLetterOut: ReadonlyMap<string, readonly Entry<K>[]>;
  /** `misspelt`'s answers so far, by word. */
  readonly slips: Map<string, readonly Entry<K>[]>;
}

/**
 * Words shorter than this are only ever matched exactly: short real words are often a letter
 * apart ("litros"/"livros", "passei"/"passeio", "taxi"/"taxa").
 */
const MIN_FUZZY = 7;
/** A changed or swapped letter (two slips apart by deletions) only in words at least this long. */
const MIN_FUZZY_CHANGE = 8;

/**
 * The word with each of its letters but the first left out in turn ("combustivel" →
 * "cmbustivel", …): typing slips keep the first letter, while real words a letter apart
 * often differ there ("caixas"/"faixas", "palanca"/"balanca").
 */
function lettersOut(word: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < word.length; i++) if (word[i] !== word[i - 1]) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * The word a phrase is filed under: its longest whole word, since long words are rare and a
 * phrase can only match when each of its words is in the message ("para o gerador" under
 * "gerador", not under the very common "para"). A prefix word ("medicament*") cannot be a key;
 * a phrase that is only a prefix has none and is always tested.
 */
function indexWord(phrase: string): string | undefined {
  const parts = phrase.split(/[^\p{L}\p{N}]+/u).filter((p) => p !== '');
  if (phrase.endsWith('*')) parts.pop();
  return parts.reduce<string | undefined>((best, p) => (best === undefined || p.length > best.length ? p : best), undefined);
}

function compileTable<K extends string>(table: KeywordTable<K>): CompiledTable<K> {
  const byWord = new Map<string, Entry<K>[]>();
  const always: Entry<K>[] = [];
  const byStart = new Map<string, Entry<K>[]>();
  const keys: K[] = [];
  const oneLetterOut = new Map<string, Entry<K>[]>();
  for (const [key, list] of Object.entries(table) as [K, readonly (readonly [string, number])[] | undefined][]) {
    const rank = keys.push(key) - 1;
    for (const [phrase, weight] of list ?? []) {
      const entry: Entry<K> = { key, rank, re: phraseRegex(phrase), weight };
      const word = indexWord(phrase);
      const start = word === undefined ? prefixStart(phrase) : undefined;
      if (start !== undefined) {
        const bucket = byStart.get(start);
        if (bucket) bucket.push(entry);
        else byStart.set(start, [entry]);
      } else if (word === undefined) always.push(entry);
      else {
        const bucket = byWord.get(word);
        if (bucket) bucket.push(entry);
        else byWord.set(word, [entry]);
      }
      if (word !== undefined && word === phrase && word.length >= MIN_FUZZY && !/\p{N}/u.test(word)) {
        for (const variant of [word, ...lettersOut(word)]) {
          const list = oneLetterOut.get(variant);
          if (list) list.push(entry);
          else oneLetterOut.set(variant, [entry]);
        }
      }
    }
  }
  return { byWord, always, byStart, keys, oneLetterOut, slips: new Map() };
}

/** Letters a one-word prefix is filed under (a matching word is that prefix and more letters, so it starts with them). */
const PREFIX_KEY = 4;
/** The first PREFIX_KEY letters of a one-word prefix phrase ("medicament*" → "medi"), or undefined (tested on every message). */
function prefixStart(phrase: string): string | undefined {
  const stem = phrase.endsWith('*') ? phrase.slice(0, -1) : undefined;
  return stem !== undefined && stem.length >= PREFIX_KEY && /^[\p{L}\p{N}]+$/u.test(stem) ? stem.slice(0, PREFIX_KEY) : undefined;
}

// Compiled once at module load: the tables are constant and classification is hot.
const EXPENSE = compileTable(EXPENSE_KEYWORDS);
const INCOME = compileTable(INCOME_KEYWORDS);

export interface CategoryScore<K extends string> { readonly category: K; readonly score: number }

/** Every category's keyword score for a folded text, in the table's order. */
function scoresOf<K extends string>(table: CompiledTable<K>, folded: string): number[] {
  const scores = new Array<number>(table.keys.length).fill(0);
  const score = (e: Entry<K>): void => {
    if (e.re.test(folded)) scores[e.rank] = (scores[e.rank] ?? 0) + e.weight;
  };
  for (const e of table.always) score(e);
  const seen = new Set<string>();
  const seenStarts = new Set<string>();
  for (const { word } of words(folded)) {
    if (seen.has(word)) continue;
    seen.add(word);
    // Each bucket once: two words of one start ("medico", "medicamentos") must not count a prefix twice.
    const start = word.length >= PREFIX_KEY ? word.slice(0, PREFIX_KEY) : '';
    const starts = start !== '' && !seenStarts.has(start) ? table.byStart.get(start) : undefined;
    if (starts) {
      seenStarts.add(start);
      for (const e of starts) score(e);
    }
    const exact = table.byWord.get(word);
    if (exact) for (const e of exact) score(e);
    else for (const e of misspelt(table, word)) scores[e.rank] = (scores[e.rank] ?? 0) + e.weight;
  }
  return scores;
}

/**
 * The one-word keywords a word no table knows is one slip away from (issue 16: "supermecado",
 * "farrmacia", "combustivle", "propinna"): a letter dropped, doubled or added, one changed, or
 * two swapped. Only long words, and only when the slip leads to a single category, so two real
 * words a letter apart are never confused across categories.
 */
function misspelt<K extends string>(table: CompiledTable<K>, word: string): readonly Entry<K>[] {
  if (word.length < MIN_FUZZY || /\p{N}/u.test(word)) return [];
  // The same unknown words come back message after message ("transferencia", names of places).
  const known = table.slips.get(word);
  if (known) return known;
  const result = slipsOf(table, word);
  if (table.slips.size >= MAX_REMEMBERED_SLIPS) table.slips.clear();
  table.slips.set(word, result);
  return result;
}

/** Unknown words whose slips were looked up, kept per table (bounded: a hostile stream of new words only refills it). */
const MAX_REMEMBERED_SLIPS = 10_000;

function slipsOf<K extends string>(table: CompiledTable<K>, word: string): readonly Entry<K>[] {
  const found = new Set<Entry<K>>();
  // A letter dropped: the word is a keyword with one letter out.
  for (const e of table.oneLetterOut.get(word) ?? []) found.add(e);
  for (const variant of lettersOut(word)) {
    // A letter added or doubled: the word with one letter out is the keyword itself.
    for (const e of table.byWord.get(variant) ?? []) if (table.oneLetterOut.get(variant)?.includes(e)) found.add(e);
    // A letter changed or two swapped: both with one letter out meet.
    if (word.length >= MIN_FUZZY_CHANGE) for (const e of table.oneLetterOut.get(variant) ?? []) found.add(e);
  }
  const list = [...found];
  return list.length > 0 && list.every((e) => e.key === list[0]?.key) ? list.slice(0, 1) : [];
}

/** Highest-scoring category of a folded text; ties go to the table's order. Null when nothing matched. */
function best<K extends string>(table: CompiledTable<K>, folded: string): CategoryScore<K> | null {
  const scores = scoresOf(table, folded);
  let top = -1;
  for (let i = 0; i < scores.length; i++) if ((scores[i] ?? 0) > 0 && (top < 0 || (scores[i] ?? 0) > (scores[top] ?? 0))) top = i;
  const category = top < 0 ? undefined : table.keys[top];
  return category === undefined ? null : { category, score: scores[top] ?? 0 };
}

/** The side's categories that the text's words point at, best first (only those scoring above zero). */
export function matchingCategories(folded: string, side: 'expense' | 'income'): CategoryKey[] {
  const table: CompiledTable<CategoryKey> = side === 'income' ? INCOME : EXPENSE;
  const scores = scoresOf(table, folded);
  return table.keys
    .map((key, rank) => ({ key, rank, score: scores[rank] ?? 0 }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .map((c) => c.key);
}

/**
 * Chat shorthand spelt out for the tables: "p revender", "p/ padaria", "p o salão" are "pra …"
 * (the tables hold "pra revender", "pra padaria"), "c/" is "com".
 */
function spelledOut(folded: string): string {
  return folded.replace(/(?<![\p{L}\p{N}])p\/?\s+(?=\p{L})/gu, 'pra ').replace(/(?<![\p{L}\p{N}])c\/\s*(?=\p{L})/gu, 'com ');
}

// Remembered: the kind rules, the learned kind model's policy and the classifier ask it of the same text (remembered.ts).
export const keywordExpenseCategory: (folded: string) => CategoryScore<ExpenseCategory> | null = remembered(expenseKeywords);

function expenseKeywords(folded: string): CategoryScore<ExpenseCategory> | null {
  const text = spelledOut(folded);
  const found = best(EXPENSE, text);
  // Goods bought for the user's business, to sell again, or by the sackful are its stock, whatever the goods are.
  if (found !== null && GOODS.has(found.category) && ((FOR_THE_BUSINESS.test(text) && !GOING_TO.test(text)) || TO_SELL.test(text) || BULK.test(text))) return { category: 'inventory', score: found.score };
  // "comprei um perfume p/ a minha namorada": something personal bought for someone close is a present, family.
  if (found?.category === 'personal' && FOR_SOMEONE_CLOSE.test(text)) return { category: 'family', score: found.score };
  // "mandei 40 mil pro meu irmão pra propina dele", "dei 10 mil à minha sobrinha pra excursão": money handed to family is family.
  if (found?.category !== 'family' && GIVEN_TO_KIN.test(text)) return { category: 'family', score: found?.score ?? 1 };
  // "mandei reparar o ecógrafo", "consertámos a fotocopiadora", "the tractor broke down": a machine repaired, not the car or the house.
  if (found !== null && REPAIRED_ELSEWHERE.has(found.category) && REPAIR.test(text) && !VEHICLE_OR_HOUSE.test(text)) return { category: 'equipment', score: found.score };
  // "autocarro de Huambo para Luanda", "bus from Huambo to Luanda": a trip between cities is travel.
  if (found?.category === 'transport' && BETWEEN_CITIES.test(text) && LONG_TRIP.test(text)) return { category: 'travel', score: found.score };
  return found;
}

const REPAIR = /(?<![\p{L}])(?:reparar|reparei|reparamos|reparacao|reparacoes|consertar|consertei|consertamos|conserto|arranjar|arranjei|manutencao|repair|repaired|repairs|fix|fixed|fixing|service|serviced|servicing|broke down|avariou|avariada|avariado)(?![\p{L}])/u;
const VEHICLE_OR_HOUSE = /(?<![\p{L}])(?:carro|mota|moto|motorizada|camiao|hiace|taxi|viatura|pneu|pneus|car|truck|bike|van|tyre|tyres|casa|telhado|cano|canos|canalizacao|torneira|porta|janela|parede|muro|tecto|teto|house|roof|pipe|pipes|tap|door|window|wall|flat|apartamento|sanita|toilet|fossa)(?![\p{L}])/u;
/** Categories a repair falls in by the words around it that are really a machine's repair. */
const REPAIRED_ELSEWHERE: ReadonlySet<ExpenseCategory> = new Set(['other', 'health', 'utilities', 'education', 'dining', 'inventory', 'groceries', 'leisure']);

/** Bought to sell: "pra torrar e vender", "os bolos q vendo", "to resell". */
const TO_SELL = /(?<![\p{L}])(?:(?:pra|para|p)\s+(?:\p{L}+\s+){0,4}(?:vender|revender|zungar)|(?:que|q)\s+(?:vendo|vendemos|revendo)|to sell|to resell|for resale)(?![\p{L}])/u;
/** Five or more sacks, boxes or crates: a shop's quantity, not a household's. */
const BULK = /(?<![\p{L}\p{N}.,])(?:[5-9]|[1-9]\d{1,3})\s+(?:sacos|caixas|grades|fardos|cartoes|bidoes|galoes|toneladas|bags|boxes|crates|cartons|sacks)(?![\p{L}])/u;

/** Going somewhere, not buying for it: "fui pro salão", "levei o carro pra oficina". */
const GOING_TO = /(?<![\p{L}])(?:fui|fomos|vou|vamos|went|go|levei|took)(?![\p{L}])/u;
const KIN_WORDS = 'mae|mamae|mama|pai|papai|irmao|irma|mano|mana|filho|filha|filhos|filhas|sobrinho|sobrinha|sobrinhos|primo|prima|tio|tia|avo|avos|avozinha|neto|neta|netos|sogra|sogro|cunhado|cunhada|esposa|marido|mulher|pais|mom|mum|mother|dad|father|brother|sister|son|daughter|nephew|niece|cousin|uncle|aunt|aunty|grandma|grandmother|grandpa|granny|gogo|parents|wife|husband';
const FOR_SOMEONE_CLOSE = new RegExp(`(?<![\\p{L}])(?:(?:pra|para|pro|p|for)|(?:ofereci|dei|gave|offered)(?![\\p{L}]).*(?<![\\p{L}])(?:a|ao|to))\\s+(?:(?:a|o|my)\\s+)?(?:minha|meu|my)\\s+(?:namorada|namorado|noiva|noivo|girlfriend|boyfriend|fiancee|fiance|${KIN_WORDS})(?![\\p{L}])`, 'u');
/** Money sent or handed to a relative (not goods bought for them, which keep their category unless a gift). */
const GIVEN_TO_KIN = new RegExp(`(?<![\\p{L}])(?:mandei|enviei|dei|transferi|passei|sent|gave|transferred)(?![\\p{L}])(?:\\s+[\\p{L}\\p{N}.,$€]+){0,4}?\\s+(?:pro|pra|para|ao|a|aos|as|to)\\s+(?:(?:o|a|os|as|meu|minha|meus|minhas|my|our)\\s+)*(?:${KIN_WORDS})(?![\\p{L}])`, 'u');
const CITIES = 'luanda|huambo|benguela|lobito|lubango|malanje|uige|cabinda|namibe|mocamedes|soyo|saurimo|kuito|menongue|ondjiva|sumbe|dundo|caxito|ndalatando|n dalatando|mbanza kongo|luena|catumbela|porto amboim|tombua|caala|ganda|negage|camacupa|kuito kuanavale|lucapa|cuito';
/** A coach or a ticket, not a candongueiro or a lorry's freight between towns. */
const LONG_TRIP = /(?<![\p{L}])(?:autocarro|autocarros|machimbombo|bus|coach|bilhete|bilhetes|ticket|tickets|passagem|passagens|viagem|trip|macon|sgo|express)(?![\p{L}])/u;
const BETWEEN_CITIES = new RegExp(`(?<![\\p{L}])(?:de|from|do|da)\\s+(?:${CITIES})\\s+(?:para|pra|pro|a|ate|to)\\s+(?:o\\s+|a\\s+)?(?:${CITIES})(?![\\p{L}])|(?<![\\p{L}])(?:${CITIES})\\s*[-–/]\\s*(?:${CITIES})(?![\\p{L}])`, 'u');

/** The user's own business, as people name it when they buy for it. */
const BUSINESSES = 'cantina|padaria|pastelaria|loja|lojinha|salao|restaurante|roulotte|barraca|banca|kitanda|quitanda|farmacia|oficina|negocio|mercearia|minimercado|mini mercado|boutique|bar|cafe|take away|cozinha do restaurante';
/** Places a customer goes to as well: only with a possessive are they the user's business ("fui pro salão" is a visit). */
const OWN_ONLY = new Set(['salao', 'restaurante', 'oficina', 'bar', 'cafe', 'farmacia', 'loja', 'lojinha', 'banca', 'negocio']);
const BUSINESSES_EN = 'shop|store|bakery|pharmacy|salon|restaurant|stall|kiosk|business|workshop|bar|cafe|boutique|canteen|minimarket|cantina|kitanda|barraca|food truck|truck';
/**
 * "5 caixas de sumo pra minha cantina", "ovos pra pastelaria", "paracetamol for the pharmacy",
 * "produtos p/ o salão" (p/ is spelt "pra" first): bought for the user's business.
 */
const FOR_THE_BUSINESS = new RegExp(
  `(?<![\\p{L}])(?:(?:pra|pro|para)\\s+(?:a\\s+|o\\s+)?(?:minha|meu|nossa|nosso)\\s+(?:${BUSINESSES})|(?:pra|pro|para)\\s+(?:a\\s+|o\\s+)?(?:${BUSINESSES.split('|').filter((b) => !OWN_ONLY.has(b)).join('|')})|(?:pra|para)\\s+(?:a|o)\\s+(?:${[...OWN_ONLY].join('|')})|pro\\s+(?:${[...OWN_ONLY].join('|')})|for\\s+(?:the|my|our)\\s+(?:${BUSINESSES_EN}))(?![\\p{L}])`,
  'u',
);
/** What a shop sells: bought for the business, it is stock (tools, adverts, transport and rent keep their own categories). */
const GOODS: ReadonlySet<ExpenseCategory> = new Set(['groceries', 'health', 'personal', 'dining', 'other']);

export function keywordIncomeCategory(folded: string): CategoryScore<IncomeCategory> | null {
  const text = spelledOut(folded);
  const found = best(INCOME, text);
  // "recebi 75 mil por desenhar a planta", "got 20k for fixing her phone": paid for work done,
  // even when the occasion sounds like a present ("… do aniversário da Dona Celeste").
  if ((found === null || found.category === 'gift' || found.category === 'other_income' || found.category === 'salary') && PAID_FOR_DOING.test(text)) return { category: 'services', score: found?.score ?? 1 };
  // "a moto rendeu 12 mil", "o Kiko entregou 28 mil do táxi": a vehicle's takings are its rides, a service.
  if (VEHICLE_TAKINGS.test(text)) return { category: 'services', score: found?.score ?? 1 };
  // "recebemos 60 mil de aluguer da sala": rent received is an investment's income.
  if (found?.category !== 'investment' && LET_OUT.test(text)) return { category: 'investment', score: found?.score ?? 1 };
  return found;
}

const VEHICLE_TAKINGS = /(?<![\p{L}])(?:(?:taxi|hiace|moto|mota|kupapata|candongueiro|carrinha|cab|bike)\s+(?:rendeu|fez|deu|made|brought in)|(?:yango|heetch|uber|bolt|taxify)(?:\s+[\p{L}\p{N}]+){0,4}\s+(?:rendeu|deu|fez|made|brought in|paid)|(?:corridas|rides|trips)\s+(?:\p{L}+\s+){0,3}(?:na|no|on|with)\s+(?:yango|heetch|uber|bolt)|(?:entregou|entregaram|handed in|handed over)\s+(?:\p{L}+\s+)?[\d.,]+\s*(?:mil|k|kz)?\s+(?:do|da|from the|of the)\s+(?:taxi|hiace|moto|mota|carro|carrinha|kupapata|candongueiro|car|cab))(?![\p{L}])/u;
const LET_OUT = /(?<![\p{L}])(?:recebemos|recebi|received|got)\s+(?:\p{L}+\s+)?[\d.,]+\s*(?:mil|k|kz)?\s+(?:de|of|in)\s+(?:aluguer|aluguel|renda|rent)(?![\p{L}])/u;

/** "por desenhar", "pelo trabalho de", "for fixing": a verb of work after "por"/"for" (not selling, nor a birthday or a present). */
const PAID_FOR_DOING = /(?<![\p{L}])(?:(?:pagaram[\s-]+me|pagou[\s-]+me|me pagaram|me pagou|paid me|got paid)\s+(?:[\p{L}\p{N}.,$€]+\s+){0,3}?(?:pra|para|to)\s+\p{L}{2,}(?:ar|er|ir|ing)?(?![\p{L}])(?<!(?:pra|para|to)\s+(?:mim|me|ajudar|help))|(?:que|q)\s+(?:dei|fiz|lavei|passei|costurei|cozinhei|arranjei|reparei|montei|instalei|pintei|desenhei|editei|gravei|traduzi|ensinei|limpei|entreguei)(?![\p{L}])|por\s+(?!(?:vender|revender|dar|ter|ser|estar|comprar|ajudar|pagar)(?![\p{L}]))\p{L}{2,}(?:ar|er|ir)|(?:pelo|pela)\s+(?:trabalho|servico|projeto|projecto|design|desenho|reparacao|conserto|arranjo|montagem|instalacao|decoracao|pintura|limpeza|transporte|frete|entrega|consultoria|traducao|aula|aulas|explicacao|explicacoes)|for\s+(?!(?:selling|buying|helping|being|my|the|his|her|a)(?![\p{L}]))\p{L}{3,}ing)(?![\p{L}])/u;

/**
 * The category of a message of the given side. `folded` is the message folded (fold()),
 * `original` the text as typed (for the memory). Falls back to other / other_income.
 */
export function classify(original: string, folded: string, side: 'expense' | 'income', memory?: CategoryMemory, options: ClassifyOptions = {}): CategoryKey {
  return classifyWithSource(original, folded, side, memory, options).category;
}

export interface ClassifyOptions {
  /**
   * Whether the learned model may fill the tables' silences (default true). It learned from
   * chat messages; on a bank statement's lines ("TRF P/ ROSA FRANCISCO") it guessed dining or
   * transport with full confidence, so imports classify with the tables and memory alone.
   */
  readonly model?: boolean;
}

/**
 * The category and what chose it: the person's memory, the keyword tables, the learned model
 * (decision 0020), or nothing (other / other_income). A model's guess is a guess: the optional
 * language model (MODEL_URL) is still asked about it, as about "other".
 */
export function classifyWithSource(original: string, folded: string, side: 'expense' | 'income', memory?: CategoryMemory, options: ClassifyOptions = {}): { category: CategoryKey; source: 'memory' | 'keywords' | 'model' | 'none' } {
  const remembered = recall(memory, original, (c) => isIncomeCategory(c) === (side === 'income'));
  if (remembered) return { category: remembered, source: 'memory' };
  const keyword = side === 'income' ? keywordIncomeCategory(folded) : keywordExpenseCategory(folded);
  const fallback = side === 'income' ? 'other_income' : 'other';
  const learned = options.model === false ? null : learnedClassifier();
  // The model is only asked when its answer could count: most messages never pay for it.
  if (learned === null || !modelMayDecide(keyword, learned.policy)) return keyword ? { category: keyword.category, source: 'keywords' } : { category: fallback, source: 'none' };
  const category = decideCategory(keyword, predictCategory(learned.model, folded, side), fallback, learned.policy);
  if (keyword !== null && category === keyword.category) return { category, source: 'keywords' };
  return { category, source: category === fallback ? 'none' : 'model' };
}

const LABEL_STOP = new Set(['e', 'and', 'de', 'do', 'da', 'dos', 'das', 'pagos', 'recebidas', 'prestados', 'outras', 'other']);
const singular = (word: string): string => (word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * The names people give a spending area when they budget it, beyond the categories' own labels
 * ("orçamento de alimentação", "limite pras saídas", "budget for data"): the area, not an item
 * bought, so they are not record keywords ("data" is also Portuguese for a date). Folded, singular.
 */
const AREA_WORDS: Readonly<Partial<Record<ExpenseCategory, readonly string[]>>> = {
  groceries: ['alimentacao', 'alimento', 'comida', 'mercado', 'supermercado', 'rancho', 'food', 'grocery', 'groceries'],
  dining: ['restaurante', 'lanche', 'snack', 'takeaway', 'petisco'],
  transport: ['deslocacoe', 'deslocacao', 'combustivel', 'gasolina', 'gasoleo', 'taxi', 'candongueiro', 'fuel', 'commute', 'petrol'],
  travel: ['viagem', 'viagen', 'feria', 'trip', 'holiday', 'vacation'],
  housing: ['habitacao', 'renda', 'aluguer', 'rent', 'housing'],
  utilities: ['luz', 'agua', 'energia', 'electricidade', 'eletricidade', 'ende', 'epal', 'electricity', 'water', 'bill'],
  telecom: ['telecomunicacoe', 'telecomunicacao', 'comunicacoe', 'comunicacao', 'telefone', 'telemovel', 'internet', 'dado', 'saldo', 'data', 'phone', 'airtime', 'unitel'],
  health: ['saude', 'farmacia', 'medicamento', 'remedio', 'medical', 'medicine', 'pharmacy', 'doctor'],
  education: ['educacao', 'escola', 'propina', 'estudo', 'school', 'tuition', 'faculdade', 'universidade'],
  payroll: ['salario', 'ordenado', 'funcionario', 'trabalhadore', 'staff', 'wage', 'salarie'],
  taxes: ['imposto', 'tax', 'agt'],
  fees: ['comissoe', 'comissao', 'commission'],
  inventory: ['mercadoria', 'stock', 'estoque', 'merchandise'],
  marketing: ['publicidade', 'anuncio', 'propaganda', 'advertising', 'ads'],
  equipment: ['equipamento', 'ferramenta', 'tool', 'gadget'],
  leisure: ['streaming', 'game', 'jogo', 'netflix', 'saida', 'diversao', 'divertimento', 'entretenimento', 'entertainment', 'festa', 'farra', 'fun', 'outing', 'party', 'partie', 'hobby', 'hobbie', 'passeio'],
  personal: ['roupa', 'vestuario', 'beleza', 'cabelo', 'salao', 'clothe', 'clothing', 'beauty', 'hair', 'cosmetico'],
  family: ['familia', 'miudo', 'crianca', 'filho', 'igreja', 'kid', 'kids', 'children', 'church', 'dizimo'],
};

/** Each expense category's own name words, pt and en ("lazer", "restaurantes", "transport"), and AREA_WORDS, singular. */
const LABEL_WORDS: readonly (readonly [ExpenseCategory, ReadonlySet<string>])[] = EXPENSE_CATEGORIES.map((key) => {
  const label = CATEGORY_LABELS[key];
  const words = `${fold(label.pt)} ${fold(label.en)}`.split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !LABEL_STOP.has(w)).map(singular);
  return [key, new Set([...words, ...(AREA_WORDS[key] ?? [])])] as const;
});

/**
 * The expense category a message names by its own name ("orçamento mensal de lazer",
 * "não quero gastar mais de 20 mil por mês em restaurantes"), when exactly one does; the
 * keyword tables hold what things are, not always the categories' names (issue 16).
 */
export function namedExpenseCategory(folded: string): ExpenseCategory | null {
  // When several areas are named ("orçamento de saúde para a família"), the first one named is the budget's.
  for (const word of folded.split(/[^\p{L}]+/u)) {
    if (word.length < 2) continue;
    const w = singular(word);
    const hit = LABEL_WORDS.find(([key, words]) => key !== 'other' && words.has(w));
    if (hit) return hit[0];
  }
  return null;
}
