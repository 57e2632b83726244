// Issue 16's families from a small business's books and a hurried thumb, pt and en (each with
// phrasings beyond the training files): slips in keywords, chat shorthand, what a business pays
// and earns, suppliers and shops as parties, deposits, prepaid credit, change handed back,
// budgets said as "não quero passar de", questions typed as they sound, and weekdays.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { toParseLine } from '../src/parse-line';

const today = '2025-12-23'; // a Tuesday
const p = (text: string) => toParseLine(understand(text, { today }));

describe('understanding a business and a hurried thumb', () => {
  it('files a keyword typed one slip away, but never a short word or a first letter changed', () => {
    expect(p('gastei 5 mil na farrmacia').category).toBe('health'); // a letter doubled
    expect(p('supermecado 12 mil').category).toBe('groceries'); // a letter dropped
    expect(p('combustivle 20 mil').category).toBe('transport'); // two letters swapped
    expect(p('orcamento de 80 mil pro supermecado por mes')).toMatchObject({ intent: 'budget', category: 'groceries' });
    // Real words a letter apart stay themselves: "litros" is not "livros", "caixas" not "faixas", "Palanca" not "balança".
    expect(p('2 litros de óleo 3500').category).toBe('groceries');
    expect(p('comprei 2 caixas de coxa 36 mil pra vender').category).toBe('inventory');
    expect(p('fui ao Shoprite do Palanca, 33 mil').category).toBe('groceries');
  });

  it('reads chat shorthand: "p revender", "p/ a padaria"', () => {
    expect(p('fuba e feijao p revender na cantina 180 mil').category).toBe('inventory');
    expect(p('farinha 10 sacos 270 mil p/ padaria').category).toBe('inventory');
    // A machine is equipment whoever it is for; a tool to sell with is not stock.
    expect(p('comprei um forno industrial p padaria 1,5 milhoes').category).toBe('equipment');
    expect(p('balança digital pra vender peixe 18k').category).toBe('equipment');
  });

  it('knows what a business pays: its crew, its taxes, its vehicles', () => {
    expect(p('pagamento de salario ao ajudante de pedreiro 45.000').category).toBe('payroll');
    expect(p('paguei os diaristas da obra 150 mil').category).toBe('payroll');
    expect(p('Salary advance to my driver Kiala, 25,000')).toMatchObject({ kind: 'expense', category: 'payroll' });
    expect(p('Paid the staff IRT withholding, 33k').category).toBe('taxes');
    expect(p('Paid AGT the industrial tax instalment on the 12th, 210,000 AOA')).toMatchObject({ kind: 'expense', category: 'taxes', date: '2025-12-12' });
    expect(p('inspecao e seguro da carrinha: 95.500 kz').category).toBe('transport');
    expect(p('manutencao das viaturas 80 mil').category).toBe('transport');
  });

  it('knows what a business earns: bonds, tenants, repairs done, side jobs', () => {
    expect(p('o rendimento das OT chegou ontem: 187.500,00')).toMatchObject({ kind: 'income', category: 'investment', date: '2025-12-22' });
    expect(p('cupão dos BT, recebi 58 mil')).toMatchObject({ kind: 'income', category: 'investment' });
    expect(p('Tenant from the Kilamba flat paid November rent, 150k')).toMatchObject({ kind: 'income', category: 'investment' });
    expect(p('fixed the neighbour fridge, he gave me 12 thousand')).toMatchObject({ kind: 'income', category: 'services' });
    expect(p('recebi 5 mil do bico')).toMatchObject({ kind: 'income', category: 'services' });
    // "logo" is Portuguese for "right away", not a logo designed.
    expect(p('recebi 200 dolares do meu irmao e troquei 100 logo')).toMatchObject({ kind: 'income', category: 'gift' });
  });

  it('names a supplier by its person or its business, and a shop by its whole name', () => {
    expect(p('terca paguei ao fornecedor Lopes 100 mil da divida').party?.toLowerCase()).toBe('fornecedor lopes');
    expect(p('fiquei a dever 85 mil ao fornecedor Distribuidora Kwanza').party).toBe('Distribuidora Kwanza');
    expect(p('paguei 50 mil ao fornecedor Sr. Mbala da mercadoria que levei a kilapi').party).toBe('Sr Mbala');
    expect(p('comprei a credito na Casa dos Pneus 180 mil, pago no fim do mes')).toMatchObject({ kind: 'debtTaken', party: 'Casa dos Pneus' });
    expect(p('o BIC me deu o emprestimo de 2 milhoes, ja caiu na conta')).toMatchObject({ kind: 'debtTaken', party: 'BIC', amount: 2_000_000 });
  });

  it('moves money between the person\'s own accounts when a deposit names no bank', () => {
    expect(p('depositei 60 mil na conta sexta')).toMatchObject({ kind: 'transfer', date: '2025-12-19' });
    expect(p('transferi 25 mil da conta do BIC pra do BAI').kind).toBe('transfer');
  });

  it('buys prepaid credit, and counts change handed back, without a debt', () => {
    expect(p('meti credito da luz ende 8 mil')).toMatchObject({ kind: 'expense', category: 'utilities' });
    expect(p('comprei credito pro telefone 2 mil')).toMatchObject({ kind: 'expense', category: 'telecom' });
    expect(p('tirei credito no BFA 500 mil').kind).toBe('debtTaken');
    expect(p('gave the taxi driver 5000 and got 3000 back')).toMatchObject({ kind: 'expense', amount: 2000, category: 'transport' });
    expect(p('got 20k back from Tony').kind).toBe('loanReceivedPayment');
  });

  it('hears budgets, goals and questions said in other words', () => {
    expect(p('nao quero passar de 25 mil na farmacia por mes')).toMatchObject({ intent: 'budget', amount: 25_000, category: 'health' });
    expect(p('luz e agua maximo 20 mil por mes')).toMatchObject({ intent: 'budget', category: 'utilities' });
    expect(p('limite mensal de 20 mil pra sair com os amigos')).toMatchObject({ intent: 'budget', category: 'leisure' });
    expect(p('guardar 50 mil por mes ate juntar 600 mil pro terreno')).toMatchObject({ intent: 'goal', amount: 600_000 });
    expect(p('kuanto gastei ontem mano').intent).toBe('query');
    expect(p('quanto ja rendeu as OT ate agora').intent).toBe('query');
    expect(p('Bom dia, como posso exportar os meus dados para o contabilista?').intent).toBe('help');
  });

  it('finds the weekday past a weekday word that is not one, and a weekday closing the message', () => {
    expect(p('comprei um sofa de segunda mao 55 mil no domingo').date).toBe('2025-12-21');
    expect(p('gastei 5 mil no taxi sexta').date).toBe('2025-12-19');
    // An ordinal keeps its article: "a sexta" is not Friday.
    expect(p('paguei a sexta prestacao 20 mil').date).toBe(today);
  });
});
