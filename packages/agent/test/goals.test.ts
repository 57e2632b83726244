// Savings goals, pure: progress, which goal a message names, saving verbs, the goal's name
// from "para um carro", and the replies in pt and en.
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { asksWhatIsLeft, findGoal, goalProgress, soundsLikeSaving } from '../src/goals';
import { understand } from '../src/understand';
import { goalContributedReply, goalProgressReply, goalSetReply, goalWhichReply } from '../src/reply/replies';

const c = toCents;
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('goal logic', () => {
  it('knows a question about what is left to reach something', () => {
    for (const t of ['quanto falta para o carro?', 'Quanto me falta pra festa', 'quanto ainda falta para a casa', 'how much more do I need for the laptop?', 'how close am I to the house?']) expect(asksWhatIsLeft(t)).toBe(true);
    for (const t of ['quanto gastei este mês?', 'falta pagar a renda', 'how much is left in my budget']) expect(asksWhatIsLeft(t)).toBe(false);
  });
  it('progress: whole percent rounded down, capped at 100, never a negative remainder', () => {
    expect(goalProgress(c(2_000_000), c(50_000_000))).toEqual({ percent: 4, leftCents: 48_000_000 });
    expect(goalProgress(c(60_000_000), c(50_000_000))).toEqual({ percent: 100, leftCents: 0 });
    expect(goalProgress(c(0), c(0)).percent).toBe(100);
  });

  it('finds the goal a message names (accent-insensitive, longest name wins)', () => {
    const goals = [{ name: 'carro' }, { name: 'casa' }, { name: 'casa nova' }];
    expect(findGoal('juntei 20 mil para o Carro', goals)?.name).toBe('carro');
    expect(findGoal('guardei 5 mil para a casa nova', goals)?.name).toBe('casa nova');
    expect(findGoal('juntei 5 mil', goals)).toBeNull();
    expect(findGoal('carrossel', goals)).toBeNull();
    // By the first word of a longer name, when only one goal starts so ("casa" and "casa nova" both do).
    expect(findGoal('juntei 20 mil para a arca', [{ name: 'arca nova' }, { name: 'carro' }])?.name).toBe('arca nova');
    expect(findGoal('juntei 20 mil para a casa', [{ name: 'casa nova' }, { name: 'casa de praia' }])).toBeNull();
  });

  it('names a new goal by what it is for, past the purpose verb and its article (issue 16)', () => {
    const name = (text: string) => understand(text, { today: '2026-11-20' }).goal?.name;
    expect(name('quero poupar 2 milhões para comprar uma arca nova até junho')).toBe('arca nova');
    expect(name('quero juntar 500 mil para comprar um carro')).toBe('carro');
    expect(name('save 200k to buy a new laptop')).toBe('laptop');
    expect(name('I want to save 100k for my new phone')).toBe('phone');
    expect(name('quero poupar 300 mil para um frigorífico até março')).toBe('frigorífico');
  });

  it('saving verbs start a message', () => {
    expect(soundsLikeSaving('Juntei 20 mil para o carro')).toBe(true);
    expect(soundsLikeSaving('saved 10k for the house')).toBe(true);
    expect(soundsLikeSaving('gastei 5 mil no carro')).toBe(false);
  });

  it('names the goal after "para um/uma"', () => {
    const u = understand('meta de 500 mil para um carro até dezembro', { today: '2026-11-22', lang: 'pt' });
    expect(u.goal).toEqual({ action: 'set', name: 'carro', targetCents: 50_000_000, deadline: '2026-12-31' });
  });
});

describe('goal replies', () => {
  const car = { name: 'carro', targetCents: c(50_000_000), savedCents: c(10_000_000), currency: 'AOA' as const, deadline: '2026-12-31' };
  it('set, contribution, reached, progress, none and which (pt and en)', () => {
    expect(plain(goalSetReply(car, 'pt').text)).toBe('🎯 Meta "carro": 500 000,00 Kz até 31 de dezembro de 2026. Já juntou 100 000,00 Kz (20%), faltam 400 000,00 Kz.');
    expect(plain(goalSetReply({ ...car, name: 'car', deadline: null }, 'en').text)).toBe('🎯 Goal "car": AOA 500,000.00. Saved so far: AOA 100,000.00 (20%), AOA 400,000.00 to go.');
    expect(plain(goalContributedReply(car, c(2_000_000), 'pt').text)).toBe('💪 Juntou 20 000,00 Kz para "carro": 100 000,00 Kz de 500 000,00 Kz (20%). Faltam 400 000,00 Kz.');
    expect(plain(goalContributedReply({ ...car, savedCents: c(50_000_000) }, c(2_000_000), 'en').text))
      .toBe('💪 You saved AOA 20,000.00 for "carro".\n🎉 Goal "carro" reached: AOA 500,000.00 of AOA 500,000.00!');
    expect(plain(goalProgressReply([car], 'en').text)).toBe('🎯 Your goals:\n• carro: AOA 100,000.00 of AOA 500,000.00 (20%), AOA 400,000.00 to go by Dec 31, 2026');
    expect(goalProgressReply([], 'pt').text).toContain('Ainda não tem metas');
    expect(goalWhichReply('carro', 'pt').text).toBe('Para que meta é? Escreva o nome, por exemplo: "juntei 20 mil para o carro".');
  });
});
