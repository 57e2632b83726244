// The labelled set for measuring how well the import planner links a statement line to a record
// the person logged by chat (issue 18): realistic Angolan statement lines beside what someone
// would have typed on WhatsApp around the same days, and, for every line, which record a careful
// human says is truly the same movement (or none). The labels were written before the matcher
// was run on these cases and are never changed to fit its output; a case it gets wrong stays
// wrong until the matcher improves.
//
// A record's stored fields (text, category, kind, amount, currency) are what the chat pipeline
// (`understand` in @kumbu/agent) makes of its message, copied here once so the set does not move
// when the chat parser changes. `text` is the record's description (party and notes are empty for
// chat income and expenses), as the candidates query concatenates them.

/** The person's accounts: the statement is of `bai` (or `um` for the wallet cases). */
export type AccountKey = 'bai' | 'bfa' | 'cash' | 'um' | 'usd';

export interface LabelledAccount {
  readonly id: AccountKey;
  readonly name: string;
  readonly type: 'bank' | 'cash' | 'mobile_money';
  readonly iban: string | null;
  readonly number: string | null;
  readonly currency: 'AOA' | 'USD';
}

export const ACCOUNTS: readonly LabelledAccount[] = [
  { id: 'bai', name: 'BAI à ordem', type: 'bank', iban: 'AO06004000001234567890123', number: '0012345678901', currency: 'AOA' },
  { id: 'bfa', name: 'BFA', type: 'bank', iban: 'AO06000600000123456789012', number: '00600000123456', currency: 'AOA' },
  { id: 'cash', name: 'Carteira', type: 'cash', iban: null, number: null, currency: 'AOA' },
  { id: 'um', name: 'Unitel Money', type: 'mobile_money', iban: null, number: '+244923456789', currency: 'AOA' },
  { id: 'usd', name: 'Conta dólares', type: 'bank', iban: null, number: '0099887766', currency: 'USD' },
];

export interface LabelledRecord {
  readonly id: string;
  /** What the person typed. */
  readonly message: string;
  readonly day: string;
  readonly kind: 'income' | 'expense' | 'transfer';
  /** As stored: positive cêntimos in the record's currency. */
  readonly amountCents: number;
  readonly currency: 'AOA' | 'USD';
  readonly account: AccountKey;
  /** Transfers only: where the money went. */
  readonly toAccount?: AccountKey;
  readonly text: string;
  readonly category: string | null;
}

export interface LabelledLine {
  readonly date: string;
  /** Signed cêntimos, negative = money out. */
  readonly amountCents: number;
  readonly description: string;
  readonly counterparty?: string;
  readonly role?: 'fee';
  /** The record a careful human says this line is; several when any one of them is right (a message sent twice); null: none. */
  readonly truth: string | readonly string[] | null;
}

export interface LabelledCase {
  readonly name: string;
  /** Whose statement: the BAI current account unless said. */
  readonly account?: AccountKey;
  /** Why the label is what it is, where it is not obvious. */
  readonly why?: string;
  readonly lines: readonly LabelledLine[];
  readonly records: readonly LabelledRecord[];
}

/** Kwanzas (may have cêntimos) → cêntimos. */
const kz = (units: number): number => Math.round(units * 100);

/** A chat expense or income on the cash wallet (the chat's default account). */
function chat(id: string, day: string, message: string, kind: 'income' | 'expense', kwanzas: number, text: string, category: string,
  account: AccountKey = 'cash'): LabelledRecord {
  return { id, message, day, kind, amountCents: kz(kwanzas), currency: 'AOA', account, text, category };
}

function transfer(id: string, day: string, message: string, kwanzas: number, from: AccountKey, to: AccountKey, text: string): LabelledRecord {
  return { id, message, day, kind: 'transfer', amountCents: kz(kwanzas), currency: 'AOA', account: from, toAccount: to, text, category: null };
}

export const LABELLED_SET: readonly LabelledCase[] = [
  // ── Same movement, a word in common ──────────────────────────────────────────────────────
  {
    name: 'kero-same-day',
    lines: [{ date: '2026-11-03', amountCents: -kz(12_000), description: 'COMPRA TPA 0012 KERO GIKA LUANDA', truth: 'r1' }],
    records: [chat('r1', '2026-11-03', 'gastei 12 mil no kero', 'expense', 12_000, 'kero', 'groceries')],
  },
  {
    name: 'shoprite-logged-next-day-with-centimos',
    lines: [{ date: '2026-11-04', amountCents: -kz(23_450.5), description: 'COMPRA TPA 0456 SHOPRITE TALATONA', truth: 'r1' }],
    records: [chat('r1', '2026-11-05', '23.450,50 shoprite', 'expense', 23_450.5, 'shoprite', 'groceries')],
  },
  {
    name: 'unitel-internet',
    lines: [{ date: '2026-11-06', amountCents: -kz(15_000), description: 'PAG SERV UNITEL REF 1234', truth: 'r1' }],
    records: [chat('r1', '2026-11-06', 'paguei a net unitel 15 mil', 'expense', 15_000, 'net unitel', 'telecom')],
  },
  {
    name: 'epal-water',
    lines: [{ date: '2026-11-09', amountCents: -kz(4_200), description: 'PAG SERV EPAL REF 554433', truth: 'r1' }],
    records: [chat('r1', '2026-11-08', 'agua da epal 4200', 'expense', 4_200, 'agua da epal', 'utilities')],
  },
  {
    name: 'client-joao-paid',
    lines: [{ date: '2026-11-10', amountCents: kz(50_000), description: 'TRF RECEBIDA JOAO MANUEL DOS SANTOS', truth: 'r1' }],
    records: [chat('r1', '2026-11-09', 'recebi 50 mil do cliente Joao', 'income', 50_000, 'cliente Joao', 'services')],
  },
  {
    name: 'pharmacy',
    lines: [{ date: '2026-11-11', amountCents: -kz(6_300), description: 'COMPRA TPA 0789 FARMACIA MECOFARMA', truth: 'r1' }],
    records: [chat('r1', '2026-11-11', 'farmácia 6300', 'expense', 6_300, 'farmácia', 'health')],
  },
  {
    name: 'restaurant-named',
    lines: [{ date: '2026-11-12', amountCents: -kz(18_500), description: 'COMPRA TPA 0321 RESTAURANTE O CANTINHO', truth: 'r1' }],
    records: [chat('r1', '2026-11-12', 'jantar no cantinho 18500', 'expense', 18_500, 'jantar no cantinho', 'dining')],
  },
  {
    name: 'school-fees',
    lines: [{ date: '2026-11-05', amountCents: -kz(45_000), description: 'PAG SERV COLEGIO SANTA MARIA PROPINA NOV', truth: 'r1' }],
    records: [chat('r1', '2026-11-05', 'paguei a propina do miúdo 45 mil', 'expense', 45_000, 'propina do miúdo', 'education')],
  },
  {
    name: 'rent-by-express',
    lines: [{ date: '2026-11-01', amountCents: -kz(150_000), description: 'TRF MCX EXPRESS 912345678 RENDA NOV', truth: 'r1' }],
    records: [chat('r1', '2026-11-01', 'paguei a renda 150 mil', 'expense', 150_000, 'renda', 'housing')],
  },
  {
    name: 'dstv-logged-two-days-late',
    lines: [{ date: '2026-11-14', amountCents: -kz(9_900), description: 'PAG SERV DSTV REF 4455', truth: 'r1' }],
    records: [chat('r1', '2026-11-16', 'dstv 9900', 'expense', 9_900, 'dstv', 'telecom')],
  },
  {
    name: 'zap-tv',
    lines: [{ date: '2026-11-15', amountCents: -kz(7_500), description: 'PAG SERV ZAP REF 7788', truth: 'r1' }],
    records: [chat('r1', '2026-11-15', 'paguei o zap 7500', 'expense', 7_500, 'zap', 'telecom')],
  },
  {
    name: 'kero-counterparty-field',
    why: 'OFX/CAMT style: the shop is in the counterparty, the description is generic.',
    lines: [{ date: '2026-11-17', amountCents: -kz(9_500), description: 'POS PURCHASE', counterparty: 'KERO KILAMBA', truth: 'r1' }],
    records: [chat('r1', '2026-11-17', 'kero 9500', 'expense', 9_500, 'kero', 'groceries')],
  },
  {
    name: 'nandos-english-export',
    lines: [{ date: '2026-11-18', amountCents: -kz(6_000), description: 'CARD PAYMENT NANDOS TALATONA', truth: 'r1' }],
    records: [chat('r1', '2026-11-18', 'nandos 6 mil', 'expense', 6_000, 'nandos', 'dining')],
  },
  {
    name: 'clinic',
    lines: [{ date: '2026-11-19', amountCents: -kz(35_000), description: 'COMPRA TPA 0101 CLINICA SAGRADA ESPERANCA', truth: 'r1' }],
    records: [chat('r1', '2026-11-19', 'consulta na clínica 35 mil', 'expense', 35_000, 'consulta na clínica', 'health')],
  },
  {
    name: 'gym',
    lines: [{ date: '2026-11-02', amountCents: -kz(20_000), description: 'PAG SERV REF 5566 GINASIO BODY FIT', truth: 'r1' }],
    records: [chat('r1', '2026-11-02', 'ginásio 20 mil', 'expense', 20_000, 'ginásio', 'leisure')],
  },
  {
    name: 'casa-dos-frescos-three-days-late',
    lines: [{ date: '2026-11-16', amountCents: -kz(30_000), description: 'COMPRA TPA 0908 CASA DOS FRESCOS', truth: 'r1' }],
    records: [chat('r1', '2026-11-19', 'casa dos frescos 30 mil', 'expense', 30_000, 'casa frescos', 'groceries')],
  },
  {
    name: 'kero-weekend-booked-monday',
    why: 'A Saturday purchase the bank books on Monday.',
    lines: [{ date: '2026-11-23', amountCents: -kz(14_200), description: 'COMPRA TPA 0012 KERO GIKA', truth: 'r1' }],
    records: [chat('r1', '2026-11-21', 'kero 14200', 'expense', 14_200, 'kero', 'groceries')],
  },
  {
    name: 'two-kero-shops-same-day',
    lines: [
      { date: '2026-11-03', amountCents: -kz(12_000), description: 'COMPRA TPA 0012 KERO GIKA', truth: 'r1' },
      { date: '2026-11-03', amountCents: -kz(8_000), description: 'COMPRA TPA 0044 KERO NOVA VIDA', truth: 'r2' },
    ],
    records: [
      chat('r1', '2026-11-03', 'kero 12 mil', 'expense', 12_000, 'kero', 'groceries'),
      chat('r2', '2026-11-03', 'kero 8 mil', 'expense', 8_000, 'kero', 'groceries'),
    ],
  },
  {
    name: 'hair-braids-income-wallet',
    account: 'um',
    lines: [{ date: '2026-11-10', amountCents: kz(15_000), description: 'Transferência recebida 912555666 ANA PAULA', truth: 'r1' }],
    records: [chat('r1', '2026-11-10', 'recebi 15 mil da Ana Paula pelas tranças', 'income', 15_000, 'Ana Paula pelas tranças', 'services')],
  },

  // ── Same movement, only the category (or nothing) in common ──────────────────────────────
  {
    name: 'ende-electricity',
    lines: [{ date: '2026-11-07', amountCents: -kz(8_750), description: 'PAG SERV ENDE REF 998877', truth: 'r1' }],
    records: [chat('r1', '2026-11-07', 'paguei a luz 8750', 'expense', 8_750, 'luz', 'utilities')],
  },
  {
    name: 'salary',
    lines: [{ date: '2026-11-25', amountCents: kz(350_000), description: 'TRF RECEBIDA SONANGOL EP SALARIO NOV', truth: 'r1' }],
    records: [chat('r1', '2026-11-25', 'recebi o salário 350 mil', 'income', 350_000, 'salário', 'salary', 'bai')],
  },
  {
    name: 'fuel-sonangol',
    lines: [{ date: '2026-11-13', amountCents: -kz(10_000), description: 'COMPRA TPA 0555 SONANGOL MORRO BENTO', truth: 'r1' }],
    records: [chat('r1', '2026-11-13', 'gasolina 10 mil', 'expense', 10_000, 'gasolina', 'transport')],
  },
  {
    name: 'fuel-pumangol',
    lines: [{ date: '2026-11-25', amountCents: -kz(15_000), description: 'COMPRA TPA 0890 PUMANGOL TALATONA', truth: 'r1' }],
    records: [chat('r1', '2026-11-25', 'abasteci 15 mil', 'expense', 15_000, 'abasteci', 'transport')],
  },
  {
    name: 'bank-fee',
    lines: [{ date: '2026-11-30', amountCents: -kz(1_000), description: 'COMISSAO MANUTENCAO CONTA', truth: 'r1' }],
    records: [chat('r1', '2026-11-30', 'taxa do banco 1000', 'expense', 1_000, 'taxa do banco', 'fees', 'bai')],
  },
  {
    name: 'monthly-shopping-generic',
    lines: [{ date: '2026-11-20', amountCents: -kz(85_000), description: 'COMPRA TPA 0012 KERO GIKA', truth: 'r1' }],
    records: [chat('r1', '2026-11-20', 'compras do mês 85 mil', 'expense', 85_000, 'compras', 'groceries')],
  },
  {
    name: 'team-lunch',
    lines: [{ date: '2026-11-28', amountCents: -kz(22_000), description: 'COMPRA TPA 0432 CAFE DEL MAR', truth: 'r1' }],
    records: [chat('r1', '2026-11-28', 'almoço com a equipa 22 mil', 'expense', 22_000, 'almoço a equipa', 'dining')],
  },
  {
    name: 'tv-cabo-internet',
    lines: [{ date: '2026-11-03', amountCents: -kz(12_500), description: 'PAG SERV TV CABO REF 3301', truth: 'r1' }],
    records: [chat('r1', '2026-11-03', 'net tvcabo 12500', 'expense', 12_500, 'net tvcabo', 'telecom')],
  },
  {
    name: 'church-tithe',
    lines: [{ date: '2026-11-08', amountCents: -kz(10_000), description: 'TRF MCX EXPRESS 923000111 IGREJA IURD', truth: 'r1' }],
    records: [chat('r1', '2026-11-08', 'dízimo 10 mil', 'expense', 10_000, 'dízimo', 'family')],
  },
  {
    name: 'cakes-paid-by-transfer',
    why: 'The only 25 000 coming in that day, the day she noted selling 25 000 of cakes.',
    lines: [{ date: '2026-11-18', amountCents: kz(25_000), description: 'TRF RECEBIDA MARIA JOSE', truth: 'r1' }],
    records: [chat('r1', '2026-11-18', 'vendi 25 mil de bolos', 'income', 25_000, 'vendi de bolos', 'sales')],
  },
  {
    name: 'money-to-mum-wallet',
    account: 'um',
    lines: [{ date: '2026-11-06', amountCents: -kz(10_000), description: 'Transferência enviada 923777888 MAMA ROSA', truth: 'r1' }],
    records: [chat('r1', '2026-11-06', 'mandei 10 mil pra mãe', 'expense', 10_000, 'mandei mãe', 'family')],
  },
  {
    name: 'airtime-wallet',
    account: 'um',
    lines: [{ date: '2026-11-07', amountCents: -kz(1_000), description: 'Compra de saldo Unitel', truth: 'r1' }],
    records: [chat('r1', '2026-11-07', 'carreguei 1000 de saldo', 'expense', 1_000, 'carreguei de saldo', 'telecom')],
  },
  {
    name: 'income-said-vaguely',
    lines: [{ date: '2026-11-28', amountCents: kz(30_000), description: 'TRF RECEBIDA PAULO ANDRE', truth: 'r1' }],
    records: [chat('r1', '2026-11-28', 'entrou 30 mil', 'income', 30_000, 'entrou', 'salary')],
  },

  // ── Transfers the person logged ──────────────────────────────────────────────────────────
  {
    name: 'atm-withdrawal',
    lines: [{ date: '2026-11-02', amountCents: -kz(40_000), description: 'LEV ATM BAI MAIANGA', truth: 'r1' }],
    records: [transfer('r1', '2026-11-02', 'levantei 40 mil', 40_000, 'bai', 'cash', 'levantei')],
  },
  {
    name: 'to-own-wallet',
    lines: [{ date: '2026-11-08', amountCents: -kz(20_000), description: 'TRF MCX EXPRESS 923456789', truth: 'r1' }],
    records: [transfer('r1', '2026-11-08', 'passei 20 mil para o unitel money', 20_000, 'bai', 'um', 'passei o unitel')],
  },
  {
    name: 'cash-deposit',
    lines: [{ date: '2026-11-15', amountCents: kz(100_000), description: 'DEPOSITO NUMERARIO BALCAO', truth: 'r1' }],
    records: [transfer('r1', '2026-11-15', 'depositei 100 mil no BAI', 100_000, 'cash', 'bai', 'depositei no BAI')],
  },
  {
    name: 'to-own-bfa',
    lines: [{ date: '2026-11-16', amountCents: -kz(60_000), description: 'TRF P/ CONTA 00600000123456 BFA', truth: 'r1' }],
    records: [transfer('r1', '2026-11-16', 'passei 60 mil para o BFA', 60_000, 'bai', 'bfa', 'passei o BFA')],
  },
  {
    name: 'twin-withdrawals-one-logged',
    why: 'Two identical withdrawals the same day, one logged: either line is the record, the other is new.',
    lines: [
      { date: '2026-11-12', amountCents: -kz(20_000), description: 'LEV ATM BAI MAIANGA', truth: 'r1' },
      { date: '2026-11-12', amountCents: -kz(20_000), description: 'LEV ATM BAI MAIANGA', truth: null },
    ],
    records: [transfer('r1', '2026-11-12', 'levantei 20 mil', 20_000, 'bai', 'cash', 'levantei')],
  },

  // ── Same movement the matcher cannot see: rounded in chat, logged late ───────────────────
  {
    name: 'rounded-in-chat-kero',
    why: 'People round in chat: "12 mil" for a 12 340 till slip, same shop, same day.',
    lines: [{ date: '2026-11-21', amountCents: -kz(12_340), description: 'COMPRA TPA 0012 KERO GIKA', truth: 'r1' }],
    records: [chat('r1', '2026-11-21', 'gastei 12 mil no kero', 'expense', 12_000, 'kero', 'groceries')],
  },
  {
    name: 'rounded-in-chat-bakery',
    lines: [{ date: '2026-11-22', amountCents: -kz(4_850), description: 'COMPRA TPA 0661 PADARIA DA VILA', truth: 'r1' }],
    records: [chat('r1', '2026-11-22', 'pão 5 mil', 'expense', 5_000, 'pão', 'groceries')],
  },
  {
    name: 'zara-logged-four-days-late',
    lines: [{ date: '2026-11-10', amountCents: -kz(30_000), description: 'COMPRA TPA 0777 ZARA BELAS SHOPPING', truth: 'r1' }],
    records: [chat('r1', '2026-11-14', 'roupa na zara 30 mil', 'expense', 30_000, 'roupa na zara', 'personal')],
  },

  // ── Hard cases: several candidates, and lines that are no record at all ─────────────────
  {
    name: 'neg-same-amount-same-day-other-purchase',
    lines: [{ date: '2026-11-04', amountCents: -kz(5_000), description: 'COMPRA TPA 0034 PADARIA PAO QUENTE', truth: null }],
    records: [chat('r1', '2026-11-04', 'cabeleireiro 5 mil', 'expense', 5_000, 'cabeleireiro', 'personal')],
  },
  {
    name: 'neg-same-category-other-place',
    why: 'The record names an open-air market (cash); the line is a supermarket card payment.',
    lines: [{ date: '2026-11-22', amountCents: -kz(12_000), description: 'COMPRA TPA 0012 KERO GIKA', truth: null }],
    records: [chat('r1', '2026-11-22', 'gastei 12 mil no mercado dos congolenses', 'expense', 12_000, 'mercado congolenses', 'groceries')],
  },
  {
    name: 'neg-same-category-other-restaurant',
    lines: [{ date: '2026-11-12', amountCents: -kz(18_500), description: 'COMPRA TPA 0321 RESTAURANTE O CANTINHO', truth: null }],
    records: [chat('r1', '2026-11-12', 'almoço no Kibabo 18500', 'expense', 18_500, 'almoço no Kibabo', 'dining')],
  },
  {
    name: 'neg-water-bill-vs-electricity-line',
    lines: [{ date: '2026-11-07', amountCents: -kz(8_750), description: 'PAG SERV ENDE REF 998877', truth: null }],
    records: [chat('r1', '2026-11-07', 'agua 8750', 'expense', 8_750, 'agua', 'utilities')],
  },
  {
    name: 'neg-five-days-apart',
    why: 'Card purchases book the same or next working day: five days earlier is another trip.',
    lines: [{ date: '2026-11-15', amountCents: -kz(12_000), description: 'COMPRA TPA 0012 KERO GIKA', truth: null }],
    records: [chat('r1', '2026-11-10', 'kero 12 mil', 'expense', 12_000, 'kero', 'groceries')],
  },
  {
    name: 'hard-two-candidates-one-line',
    lines: [{ date: '2026-11-06', amountCents: -kz(8_000), description: 'COMPRA TPA 0777 PIZZARIA ROMA', truth: 'r1' }],
    records: [
      chat('r1', '2026-11-06', 'pizza 8 mil', 'expense', 8_000, 'pizza', 'dining'),
      chat('r2', '2026-11-06', 'recarga unitel 8 mil', 'expense', 8_000, 'recarga unitel', 'telecom'),
    ],
  },
  {
    name: 'hard-two-candidates-wrong-one-nearer',
    lines: [{ date: '2026-11-06', amountCents: -kz(8_000), description: 'COMPRA TPA 0777 PIZZARIA ROMA', truth: 'r1' }],
    records: [
      chat('r1', '2026-11-07', 'pizza 8 mil', 'expense', 8_000, 'pizza', 'dining'),
      chat('r2', '2026-11-06', 'recarga 8 mil', 'expense', 8_000, 'recarga', 'telecom'),
    ],
  },
  {
    name: 'hard-named-operator-beats-same-category',
    why: 'Both are telecom and 15 000; the line is Unitel, one record says Movicel, the other Unitel.',
    lines: [{ date: '2026-11-09', amountCents: -kz(15_000), description: 'PAG SERV UNITEL REF 4321', truth: 'r2' }],
    records: [
      chat('r1', '2026-11-09', 'saldo movicel 15 mil', 'expense', 15_000, 'saldo movicel', 'telecom'),
      chat('r2', '2026-11-10', 'net unitel 15 mil', 'expense', 15_000, 'net unitel', 'telecom'),
    ],
  },
  {
    name: 'hard-earlier-line-takes-later-record',
    why: 'Kero twice in a week, logged only on the 8th: the record is the 8th line, not the 5th.',
    lines: [
      { date: '2026-11-05', amountCents: -kz(12_000), description: 'COMPRA TPA 0012 KERO GIKA', truth: null },
      { date: '2026-11-08', amountCents: -kz(12_000), description: 'COMPRA TPA 0012 KERO GIKA', truth: 'r1' },
    ],
    records: [chat('r1', '2026-11-08', 'kero 12 mil', 'expense', 12_000, 'kero', 'groceries')],
  },
  {
    name: 'hard-message-sent-twice',
    why: 'The same message twice (a resend): the line is either record, not both.',
    lines: [{ date: '2026-11-09', amountCents: -kz(3_000), description: 'COMPRA TPA 0200 PASTELARIA BELA', truth: ['r1', 'r2'] }],
    records: [
      chat('r1', '2026-11-09', 'lanche 3 mil', 'expense', 3_000, 'lanche', 'dining'),
      chat('r2', '2026-11-09', 'lanche 3 mil', 'expense', 3_000, 'lanche', 'dining'),
    ],
  },
  {
    name: 'neg-income-line-expense-record',
    lines: [{ date: '2026-11-11', amountCents: kz(50_000), description: 'TRF RECEBIDA ANTONIO SILVA', truth: null }],
    records: [chat('r1', '2026-11-11', 'paguei 50 mil ao mecânico António', 'expense', 50_000, 'ao mecânico António', 'transport')],
  },
  {
    name: 'neg-expense-line-income-record',
    lines: [{ date: '2026-11-11', amountCents: -kz(50_000), description: 'TRF MCX EXPRESS 934111222 ANTONIO', truth: null }],
    records: [chat('r1', '2026-11-11', 'recebi 50 mil do António', 'income', 50_000, 'António', 'other_income')],
  },
  {
    name: 'neg-common-word-pagamento',
    lines: [{ date: '2026-11-17', amountCents: -kz(25_000), description: 'PAGAMENTO REF 776655 COMPRA ONLINE', truth: null }],
    records: [chat('r1', '2026-11-17', 'pagamento da empregada 25 mil', 'expense', 25_000, 'pagamento da empregada', 'payroll')],
  },
  {
    name: 'neg-common-word-compra',
    lines: [{ date: '2026-11-19', amountCents: -kz(3_000), description: 'COMPRA TPA 0900 LOJA DO CHINES', truth: null }],
    records: [chat('r1', '2026-11-19', 'compra de saldo 3 mil', 'expense', 3_000, 'saldo', 'telecom')],
  },
  {
    name: 'neg-common-word-servico',
    lines: [{ date: '2026-11-20', amountCents: -kz(10_000), description: 'PAG SERV REF 3344 TV CABO', truth: null }],
    records: [chat('r1', '2026-11-20', 'serviço de limpeza 10 mil', 'expense', 10_000, 'serviço de limpeza', 'payroll')],
  },
  {
    name: 'neg-word-start-seguro-seguranca',
    why: 'An insurance premium and the building guard share only the first five letters.',
    lines: [{ date: '2026-11-26', amountCents: -kz(30_000), description: 'PAG SERV NOSSA SEGUROS REF 1212', truth: null }],
    records: [chat('r1', '2026-11-26', 'paguei o segurança do prédio 30 mil', 'expense', 30_000, 'segurança do prédio', 'payroll')],
  },
  {
    name: 'neg-word-start-materiais-material',
    lines: [{ date: '2026-11-27', amountCents: -kz(40_000), description: 'COMPRA TPA 0999 MATERIAIS DE CONSTRUCAO BENFICA', truth: null }],
    records: [chat('r1', '2026-11-27', 'material escolar dos miúdos 40 mil', 'expense', 40_000, 'material escolar miúdos', 'education')],
  },
  {
    name: 'neg-dollars-not-kwanzas-income',
    why: '500 dollars from Pedro is not a 500 kwanza transfer from Pedro.',
    lines: [{ date: '2026-11-13', amountCents: kz(500), description: 'TRF RECEBIDA PEDRO NETO', truth: null }],
    records: [{ id: 'r1', message: 'recebi 500 dólares do cliente Pedro', day: '2026-11-13', kind: 'income', amountCents: 50_000, currency: 'USD', account: 'cash', text: 'cliente Pedro', category: 'services' }],
  },
  {
    name: 'neg-dollars-not-kwanzas-expense',
    lines: [{ date: '2026-11-14', amountCents: -kz(1_500), description: 'PAG SERV ENDE REF 8812', truth: null }],
    records: [{ id: 'r1', message: 'paguei 1500 dólares da renda', day: '2026-11-14', kind: 'expense', amountCents: 150_000, currency: 'USD', account: 'cash', text: 'renda', category: 'housing' }],
  },
  {
    name: 'neg-withdrawal-record-vs-card-purchase',
    why: 'A card purchase is not the cash withdrawal the person logged (done at another bank\'s ATM).',
    lines: [{ date: '2026-11-23', amountCents: -kz(20_000), description: 'COMPRA TPA 0456 SHOPRITE TALATONA', truth: null }],
    records: [transfer('r1', '2026-11-23', 'levantei 20 mil', 20_000, 'bai', 'cash', 'levantei')],
  },
  {
    name: 'neg-withdrawal-line-vs-cash-spend',
    why: 'The record is what the withdrawn cash bought, not the withdrawal.',
    lines: [{ date: '2026-11-24', amountCents: -kz(20_000), description: 'LEV ATM BAI MAIANGA', truth: null }],
    records: [chat('r1', '2026-11-24', 'gastei 20 mil no mercado', 'expense', 20_000, 'mercado', 'groceries')],
  },
  {
    name: 'neg-wallet-fee-vs-taxi',
    account: 'um',
    lines: [{ date: '2026-11-06', amountCents: -kz(500), description: 'Taxa de transferência', role: 'fee', truth: null }],
    records: [chat('r1', '2026-11-06', 'candongueiro 500', 'expense', 500, 'candongueiro', 'transport')],
  },
  {
    name: 'neg-bank-fee-vs-airtime',
    lines: [{ date: '2026-11-30', amountCents: -kz(1_000), description: 'COMISSAO MANUTENCAO CONTA', truth: null }],
    records: [chat('r1', '2026-11-30', 'recarga 1000', 'expense', 1_000, 'recarga', 'telecom')],
  },
  {
    name: 'neg-fuel-line-vs-gift-to-sister',
    lines: [{ date: '2026-11-26', amountCents: -kz(10_000), description: 'COMPRA TPA 0555 SONANGOL MORRO BENTO', truth: null }],
    records: [chat('r1', '2026-11-26', 'dei 10 mil à minha irmã', 'expense', 10_000, 'à irmã', 'family')],
  },
  {
    name: 'neg-transfer-in-vs-gift-from-aunt',
    why: 'The aunt is not Paulo André; a gift logged the same day is not this transfer.',
    lines: [{ date: '2026-11-27', amountCents: kz(30_000), description: 'TRF RECEBIDA PAULO ANDRE', truth: null }],
    records: [chat('r1', '2026-11-27', 'a tia Fátima deu-me 30 mil', 'income', 30_000, 'tia Fátima deu-me', 'gift')],
  },
  {
    name: 'neg-transfer-in-vs-cash-sale',
    why: 'The record says the phone was sold for cash ("em dinheiro").',
    lines: [{ date: '2026-11-29', amountCents: kz(30_000), description: 'TRF RECEBIDA PAULO ANDRE', truth: null }],
    records: [chat('r1', '2026-11-29', 'recebi 30 mil em dinheiro da venda do telefone', 'income', 30_000, 'venda do telefone', 'sales')],
  },
  {
    name: 'neg-no-record-at-all',
    lines: [
      { date: '2026-11-09', amountCents: -kz(3_200), description: 'COMPRA TPA 0765 PADARIA', truth: null },
      { date: '2026-11-09', amountCents: -kz(45_000), description: 'PAG SERV COLEGIO SANTA MARIA PROPINA NOV', truth: null },
    ],
    records: [],
  },
];
