// Advice questions are recognised (issue 16 item 8) and never taken for records, budgets or
// goals, even with an amount; records, budgets and questions Kumbu answers keep their reading.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';

const read = (text: string) => understand(text, { today: '2026-11-20' });

describe('advice questions', () => {
  it.each([
    ['posso gastar 50 mil este fim de semana?', 'spend', 5_000_000],
    ['posso gastar 20 mil hoje', 'spend', 2_000_000],
    ['consigo comprar uma geleira de 200 mil?', 'spend', 20_000_000],
    ['can I afford a 100k phone?', 'spend', 10_000_000],
    ['devo pagar a renda ou a propina primeiro?', 'priority', null],
    ['devo pagar a renda ou a propina primeiro', 'priority', null],
    ['should I pay rent or school fees first?', 'priority', null],
    ['what should I pay first?', 'priority', null],
    ['vale a pena comprar um carro de 3 milhões?', 'general', 300_000_000],
    ['devo comprar a TV agora ou esperar?', 'general', null],
    ['consigo poupar 100 mil até dezembro?', 'general', 10_000_000],
    ['should I invest in treasury bonds?', 'general', null],
  ] as const)('%s → advice %s, intent unknown', (text, topic, amount) => {
    const u = read(text);
    expect(u).toMatchObject({ intent: 'unknown', advice: topic, amountCents: amount, kind: null });
  });

  it.each([
    ['gastei 50 mil este fim de semana', 'record'],
    ['devo 20 mil ao João', 'record'],
    ['devo pagar 20 mil ao João amanhã', 'record'],
    ['posso gastar 50 mil por mês em comida', 'budget'],
    ['posso gastar no máximo 30 mil em lazer', 'budget'],
    ['quanto ainda posso gastar do orçamento de transporte', 'budget'],
    ['quanto gastei este mês?', 'query'],
    ['posso registar em dólares?', 'help'],
    ['quantos dias de férias tenho direito por lei?', 'unknown'],
  ] as const)('%s stays %s', (text, intent) => {
    const u = read(text);
    expect(u.intent).toBe(intent);
    expect(u.advice).toBeUndefined();
  });
});
