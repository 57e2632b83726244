// Who the other side of a debt or loan is: "emprestei 20 mil ao João", "o João devolveu",
// "devo 10 mil à tia Rosa", "kilapi com o Sr António", "lent 5k to Peter", "I owe Sarah".
// A party is a capitalised name, optionally after a kinship word or title (tia, mano, kota,
// Sr…), or a kinship word alone ("ao meu irmão"). The form people typed is kept, with
// capital initials, so the dashboard groups "tia Rosa" and "Tia Rosa" together.
import { fold } from './text';

/**
 * Trades and roles people are known by: "mecânico Zé", "motorista Kiala", "cliente Joana",
 * "colleague Mike". Before an honorific the honorific names the person: "a cliente Dona Marta" → "Dona Marta".
 */
const ROLES: ReadonlySet<string> = new Set([
  'mecanico', 'motorista', 'cliente', 'pedreiro', 'canalizador', 'eletricista', 'electricista', 'carpinteiro',
  'alfaiate', 'costureira', 'barbeiro', 'zungueira', 'lavadeira', 'colleague', 'coworker', 'workmate', 'client',
  'customer', 'mechanic', 'driver', 'tenant', 'inquilino', 'inquilina', 'ajudante', 'taxista', 'cobrador', 'cobradora', 'flatmate',
  'roommate', 'classmate', 'landlord', 'landlady', 'senhorio', 'senhoria', 'miudo', 'miuda',
  // Office and household staff: "a enfermeira Lúcia", "o segurança do prédio",.
  // ("o fornecedor Distribuidora Kwanza" is not one: a supplier is named by its business.)
  'enfermeira', 'enfermeiro', 'nurse', 'seguranca', 'guard', 'empregada', 'empregado',
  'maid', 'professor', 'professora',
  // Trades of a small business's crew: "a cabeleireira Marisa", "o servente Kiko", "o padeiro Mbala".
  'cabeleireira', 'cabeleireiro', 'farmaceutica', 'farmaceutico', 'servente', 'serventes', 'pescador', 'padeiro', 'padeira',
  'pintor', 'serralheiro', 'jardineiro', 'cozinheira', 'cozinheiro', 'vendedor', 'vendedora', 'kitandeira', 'estafeta',
  'entregador', 'operario', 'tecnico', 'tecnica', 'contabilista', 'secretaria', 'recepcionista', 'baba', 'ama',
  'candongueiro', 'fregues', 'freguesa', 'aprendiz', 'worker', 'gerente', 'cook', 'baker', 'cleaner', 'helper', 'assistant', 'accountant', 'fisherman', 'builder', 'plumber', 'electrician',
  // "ao fornecedor Lopes": a supplier known by a person's name keeps the word ("fornecedor Sr. Mbala" is "Sr. Mbala").
  'fornecedor', 'fornecedora', 'supplier',
]);
/** Groups and businesses known by what they are: "a associação de vendedores", "a kixikila do mercado". */
// Lenders by what they are: "from my employer", "the microfinance gave me a loan".
// A parish or a congregation lends too: "a paróquia adiantou-me 60 mil".
const GROUPS: readonly string[] = ['associacao', 'kixikila', 'cooperativa', 'employer', 'microfinance', 'paroquia', 'congregacao'];
/** Honorifics: after a kinship word or a role they name the person ("my neighbour Mrs. Tavares" → "Mrs. Tavares"). */
const HONORIFICS: ReadonlySet<string> = new Set(['sr', 'sra', 'senhor', 'senhora', 'dona', 'dr', 'dra', 'mr', 'mrs', 'ms', 'eng']);
/** Kinship words and titles that belong to a name ("tia Rosa", "kota Manuel", "Sr António"). */
const TITLES: ReadonlySet<string> = new Set([
  'tia', 'tio', 'mano', 'mana', 'primo', 'prima', 'kota', 'sr', 'sra', 'senhor', 'senhora', 'dona', 'dr', 'dra',
  // "vovó Madalena": the grandparent word children use is kept with the name like "avó".
  'irmao', 'irma', 'padrinho', 'madrinha', 'avo', 'vovo', 'bisavo', 'vizinho', 'vizinha', 'amigo', 'amiga', 'compadre', 'comadre',
  'cunhado', 'cunhada', 'patrao', 'chefe', 'uncle', 'aunt', 'auntie', 'cousin', 'brother', 'sister', 'mr', 'mrs', 'ms',
  'neighbour', 'neighbor', 'boss', 'colega', 'socio', 'socia', 'sobrinho', 'sobrinha', 'afilhado', 'afilhada', 'sogro',
  'sogra', 'genro', 'nora', 'kamba', 'camarada', 'padrasto', 'madrasta', 'neto', 'neta', 'professor', 'professora',
  'pastor', 'eng', 'engenheiro', 'mestre', 'patroa', 'mae', 'pai', 'mama', 'papa', 'filho', 'filha', 'esposa', 'marido',
  'namorado', 'namorada', 'nephew', 'niece', 'godson', 'goddaughter', 'mother', 'father', 'sister-in-law', 'brother-in-law', 'mother-in-law', 'father-in-law', 'mum', 'mom', 'dad', 'wife', 'husband', ...ROLES, ...GROUPS,
]);
/** Skipped between the preposition and the name: "ao meu irmão", "com o Sr António", "to my aunt". */
// "my friend Sarah": in English the name alone is the party ("friend" is not part of it).
const FILLERS: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as', 'meu', 'minha', 'my', 'the', 'nosso', 'nossa', 'our', 'his', 'her', 'their', 'friend']);
/** Words before a name. */
const BEFORE_NAME: ReadonlySet<string> = new Set([
  'ao', 'a', 'à', 'á', 'da', 'do', 'de', 'com', 'pro', 'pra', 'para', 'to', 'from', 'owe', 'loaned', 'repaid', 'does',
  'did', 'o', 'quanto', 'lent', 'no', 'na', 'of', 'paid', 'pay', 'paying', 'owed', 'gave', 'with',
  // "paid back cousin Zeca": the name follows the particle.
  'back',
]);
/** Capitalised words that are not names: verbs at the start, currencies, pronouns, shops. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  'returned', 'gave', 'sent', 'advanced', 'transferred', 'moved', 'settled', 'owe', 'owed',
  'i', 'eu', 'kz', 'aoa', 'usd', 'eur', 'ok', 'emprestei', 'devolvi', 'peguei', 'pedi', 'devo', 'fiquei', 'kilapi',
  'paguei', 'recebi', 'gastei', 'dei', 'lent', 'loaned', 'borrowed', 'repaid', 'paid', 'got', 'quanto', 'quem', 'who',
  'how', 'what', 'o', 'a', 'meu', 'minha', 'hoje', 'ontem', 'kero', 'shoprite', 'candando', 'ende', 'epal', 'agt', 'taag', 'iva', 'inss', 'yesterday', 'today', 'mil',
]);

/** Titles that are nearly always followed by the person's name ("dona Teresa", "tia Nela", "kota Bernardo"). */
const NAME_TITLES: ReadonlySet<string> = new Set(['dona', 'tia', 'tio', 'mano', 'mana', 'primo', 'prima', 'kota', 'sr', 'sra', 'senhor', 'senhora', 'dr', 'dra', 'vizinho', 'vizinha', 'compadre', 'comadre', 'cunhado', 'cunhada', 'padrinho', 'madrinha', 'avo']);
/** Lower-case words after such a title that are not a name: articles, prepositions, pronouns, time and money words. */
const LOWER_NOT_NAMES: ReadonlySet<string> = new Set([
  'que', 'dos', 'das', 'del', 'uns', 'umas', 'com', 'sem', 'pra', 'pro', 'para', 'por', 'pelo', 'pela', 'mais', 'menos', 'hoje', 'ontem',
  'anteontem', 'amanha', 'agora', 'tambem', 'tudo', 'nada', 'dinheiro', 'mil', 'paus', 'conto', 'contos', 'kwanzas', 'dele', 'dela',
  'deles', 'delas', 'meu', 'minha', 'seu', 'sua', 'nosso', 'nossa', 'ele', 'ela', 'eles', 'elas', 'lhe', 'lhes', 'ainda', 'logo', 'depois',
  'antes', 'porque', 'pois', 'mas', 'entao', 'quando', 'onde', 'como', 'qual', 'quem', 'isso', 'isto', 'aquilo', 'esse', 'essa', 'este',
  'esta', 'aqui', 'ali', 'casa', 'mes', 'dia', 'semana', 'ano', 'resto', 'metade', 'divida', 'kilapi', 'fiado', 'emprestimo', 'valor',
  'total', 'toda', 'todo', 'todas', 'todos', 'inteira', 'inteiro', 'the', 'and', 'for', 'back', 'today', 'yesterday', 'money', 'her', 'him', 'his', 'from', 'with', 'also', 'again', 'now',
  'tem', 'vai', 'foi', 'deu', 'pediu', 'disse', 'ficou', 'veio', 'mandou', 'pagou', 'devolveu', 'emprestou', 'deve', 'devia', 'cobrou',
]);

/** Verbs whose subject is the other party: "a Marta emprestou-me", "uncle Joe lent me", "o Zé pagou". */
const PARTY_VERBS: ReadonlySet<string> = new Set(['emprestou', 'emprestaram', 'fiou', 'pagou', 'devolveu', 'lent', 'loaned', 'repaid']);

interface Tok { readonly text: string; readonly folded: string }

function tokens(text: string): Tok[] {
  // "X-Tech", "sister-in-law": a hyphen before a capital or in an in-law word joins one name.
  return [...text.matchAll(/[\p{L}][\p{L}'’]*(?:-(?:in-law|\p{Lu}[\p{L}]*))*\.?/gu)].map((m) => {
    const t = m[0].replace(/\.$/u, '');
    const bare = t.replace(/['’]s$/u, '');
    return { text: bare, folded: fold(bare) };
  });
}

/** Telecoms are named in many messages (a top-up, a bundle): a party only when the sentence points at them. */
const BRANDS: ReadonlySet<string> = new Set(['unitel', 'africell', 'movicel']);

const isCapitalised = (t: Tok): boolean => /^\p{Lu}/u.test(t.text) && !NOT_NAMES.has(t.folded) && t.text.length > 1;
const capitalise = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Shops named "Casa dos Pneus", "Loja do Povo": the head word, then a lower-case "de/do/da/dos/das". */
const BUSINESS_HEADS: ReadonlySet<string> = new Set(['casa', 'loja', 'armazem', 'farmacia', 'oficina', 'padaria', 'mercearia', 'cantina', 'boutique', 'clinica', 'bazar', 'talho']);
const CONNECTORS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'dos', 'das']);

const SUPPLIERS: ReadonlySet<string> = new Set(['fornecedor', 'fornecedora', 'supplier']);
const NO_TOK: Tok = { text: '', folded: '' };

/** A name starting at token i: [title] Name [Name], or a title alone. */
function nameAt(toks: readonly Tok[], i: number): string | null {
  let k = i;
  while (k < toks.length && FILLERS.has(toks[k]?.folded ?? '') && k - i < 2) k++;
  const out: string[] = [];
  // "taxista Neto": after a title, a capitalised word is a name even when it is also a title ("neto").
  // "zungueira Tia Nela": a capitalised title with a name after it is the title, not the name.
  const titledName = (j: number): boolean => {
    const next = toks[j + 1];
    return TITLES.has(toks[j]?.folded ?? '') && next !== undefined && isCapitalised(next);
  };
  const isName = (j: number): boolean => {
    const t = toks[j];
    return out.length > 0 && t !== undefined && /^\p{Lu}/u.test(t.text) && !HONORIFICS.has(t.folded) && !titledName(j);
  };
  while (k < toks.length && TITLES.has(toks[k]?.folded ?? '') && out.length < 2 && !isName(k)) out.push(toks[k++]?.text ?? '');
  // "ao fornecedor Distribuidora Kwanza": a supplier named by its business (two or more names) is that business.
  if (out.length === 1 && SUPPLIERS.has(fold(out[0] ?? '')) && isCapitalised(toks[k] ?? NO_TOK) && isCapitalised(toks[k + 1] ?? NO_TOK)) out.shift();
  // "a colega enfermeira Paula": a trade after a kinship word says more about who it is.
  if (out.length === 2 && (ROLES.has(fold(out[0] ?? '')) || HONORIFICS.has(fold(out[1] ?? '')) || ROLES.has(fold(out[1] ?? '')))) out.shift();
  // "kilapi na tia nela", "paguei a dona teresa": typed in lower case, the word right after a
  // kinship word or title that always comes with a name is that name.
  const lowerName = toks[k];
  if (out.length === 1 && NAME_TITLES.has(fold(out[0] ?? '')) && lowerName !== undefined && /^\p{Ll}[\p{L}'’]{2,11}$/u.test(lowerName.text)
    && !LOWER_NOT_NAMES.has(lowerName.folded) && !TITLES.has(lowerName.folded) && !/(?:ei|ou|am|ar|er|ir|ia|ava|mente)$/u.test(lowerName.folded)) {
    out.push(lowerName.text);
    k++;
  }
  while (k < toks.length && out.length < 4) {
    const t = toks[k];
    // "na Casa dos Pneus", "à Loja do Povo": a shop's name holds "de/do/dos" after its head word.
    const joined = t && CONNECTORS.has(t.text) && BUSINESS_HEADS.has(fold(out.at(-1) ?? '')) && toks[k + 1] !== undefined && isCapitalised(toks[k + 1] as Tok);
    if (joined) { out.push(t.text); k++; continue; }
    if (!t || !isCapitalised(t)) break;
    out.push(t.text);
    k++;
  }
  return out.length > 0 ? out.map((w) => (CONNECTORS.has(w) ? w : capitalise(w))).join(' ') : null;
}

/** Words after "do"/"da" that never qualify a title. */
// "à patroa do kilapi": the debt itself is what is paid, not who the person is.
const QUALIFIER_STOP: ReadonlySet<string> = new Set(['que', 'qual', 'quem', 'meu', 'minha', 'seu', 'sua', 'dele', 'dela', 'mes', 'dia', 'ano', 'total', 'valor', 'resto', 'kilapi', 'fiado', 'divida', 'emprestimo']);

/**
 * A title with no name is qualified by what follows it: "o vizinho do 3º andar", "o chefe da
 * repartição", "a dona do salão", "a associação de vendedores" (not "tia Nela da obra": a name says who).
 */
function qualified(text: string, name: string | null): string | null {
  if (name === null || !name.split(' ').every((p) => TITLES.has(fold(p)))) return name;
  const last = name.split(' ').pop() ?? '';
  const folded = fold(text);
  const at = new RegExp(`(?<![\\p{L}])${fold(last)}\\s+((?:do|da|de|dos|das)\\s+(?:\\d+[º°ª]?\\s+)?\\p{L}+)`, 'u').exec(folded);
  const qualifier = at?.[1];
  const word = qualifier?.split(/\s+/u).pop() ?? '';
  // "à avó do que ela me emprestou": a pronoun or an article is no qualifier.
  if (!at || qualifier === undefined || word.length < 3 || QUALIFIER_STOP.has(word)) return name;
  const start = at.index + at[0].length - qualifier.length;
  // "da kixikila da dona Fátima": the title names whose it is, and that person is the party.
  if (TITLES.has(word)) return nameAt(tokens(text.slice(start + qualifier.length - word.length)), 0) ?? name;
  return `${name} ${text.slice(start, start + qualifier.length)}`;
}

/** The name (with its title) ending right before token `end`, or null: "uncle Joe" before "lent". */
function nameBefore(toks: readonly Tok[], end: number): string | null {
  const last = toks[end - 1];
  if (!last || !isCapitalised(last)) return null;
  let start = end - 1;
  while (start > 0 && end - start < 3) {
    const t = toks[start - 1];
    if (!t || !(isCapitalised(t) || (TITLES.has(t.folded) && !FILLERS.has(t.folded)))) break;
    start--;
  }
  return nameAt(toks, start);
}

/** The party named in a message about a debt or loan, or null. */
export function findParty(text: string): string | null {
  return qualified(text, partyName(text));
}

function partyName(text: string): string | null {
  const toks = tokens(text);
  // 0. An apposition names the person: "ao meu chefe, o Sr. Mateus".
  const appositive = /,\s*(?:o|a)\s+((?:(?:Sr|Sra|Dona|Dr|Dra|Eng)\.?\s+)?\p{Lu}[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)?)/u.exec(text);
  // 1. The subject of a lending or paying verb, when several people are named: "fui com o Zé e a
  // Marta… a Marta emprestou-me 20 mil" (the one who lent, not the first met).
  const verb = toks.findIndex((t) => PARTY_VERBS.has(t.folded));
  const subject = verb > 0 ? nameBefore(toks, verb) : null;
  if (subject && !appositive) return subject;
  // 2. After a preposition or an object-taking verb: "ao João", "com o Sr António", "to Peter", "owe Sarah".
  for (let i = 0; i < toks.length - 1; i++) {
    if (!BEFORE_NAME.has(toks[i]?.folded ?? '') && !BEFORE_NAME.has(toks[i]?.text.toLowerCase() ?? '')) continue;
    const name = nameAt(toks, i + 1);
    if (name && appositive?.[1] && TITLES.has(fold(name.split(' ')[0] ?? '')) && name.split(' ').every((p) => TITLES.has(fold(p)))) return appositive[1].replace(/\.(?=\s)/u, '.');
    if (name) return name;
  }
  // 3. The subject: "Peter paid back", "o João devolveu" (the article was consumed above when present).
  const first = nameAt(toks, 0);
  if (first) return first;
  // 4. Any capitalised word, with the title before it ("so uncle Joe lent me").
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i];
    if (t && isCapitalised(t) && !BRANDS.has(t.folded)) return nameAt(toks, TITLES.has(toks[i - 1]?.folded ?? '') && !FILLERS.has(toks[i - 1]?.folded ?? '') ? i - 1 : i);
  }
  return null;
}
