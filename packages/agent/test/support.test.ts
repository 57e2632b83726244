// Issue 16, item 5: a person asked for is help with topic `support`, in pt and en, however it
// is said; ordinary how-to, money help and records stay what they were.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/understand';
import { SUPPORT_RULES, asksForSupport, supportRuleFor } from '../src/support-rules';
import { fold } from '../src/text';
import { SUPPORT_TEXTS, supportReply } from '../src/reply/support-reply';

const u = (text: string, lang: 'pt' | 'en' = 'pt') => understand(text, { today: '2026-11-20', lang });

describe('asking for a person', () => {
  it.each([
    'quero falar com o suporte', 'Quero falar com o suporte!', 'preciso de ajuda com o pagamento', 'talk to a human', 'posso falar com alguém?',
    'tenho um problema com a minha conta, quero falar com uma pessoa', 'não consigo pagar, ajuda', 'customer service please',
    'Preciso falar com alguém da equipa', 'queria falar com um atendente por favor', 'como é que falo com o apoio ao cliente?',
    'há alguém com quem possa falar?', 'como vos contacto?', 'Suporte', 'suporte, por favor', 'atendimento ao cliente',
    'fui cobrado duas vezes, ajudem', 'o pagamento falhou, socorro', 'não consigo entrar na minha conta, preciso de ajuda',
    'I want to speak to a real person', 'Can I talk to someone?', 'I need help with my payment', 'my payment failed, please help',
    "I can't log in to my account, help", 'is there someone I can talk to?', 'connect me to customer support', 'how do I contact you?',
    'get me a human please', 'i need a human agent',
  ])('%s → help (support)', (text) => {
    expect(u(text)).toMatchObject({ intent: 'help', helpTopic: 'support' });
  });

  it.each([
    ['como registo uma despesa?', 'help'], ['ajuda-me a poupar', null], ['ajuda', 'help'], ['how do I record an expense?', 'help'],
    ['gastei 5 mil no candongueiro', 'record'], ['paguei a equipa de limpeza 20 mil', 'record'], ['comprei um suporte para a tv 15 mil', 'record'],
    ['o Kumbu suporta dólares?', null], ['do you support dollars?', null], ['quanto gastei este mês?', 'query'], ['apaga a minha conta', 'help'],
    ['vou falar com alguém do banco amanhã', null], ['não consigo pagar a renda, ajuda', null], ['preciso de ajuda com o orçamento', null],
    ['help me save money', null], ['paguei 5 mil a uma pessoa', 'record'], ['és um humano?', null], ['paguei a conta da luz 15 mil', 'record'],
  ])('%s is not a support request', (text, intent) => {
    const read = u(text);
    expect(read.helpTopic).not.toBe('support');
    if (intent !== null) expect(read.intent).toBe(intent);
  });

  it('a wish alone is not enough when the message holds an amount (a record), a verb of contact is', () => {
    expect(u('pode registar 5 mil de atendimento').helpTopic).toBeUndefined();
    expect(u('quero falar com o suporte sobre os 5000 kz que paguei')).toMatchObject({ intent: 'help', helpTopic: 'support', dateStated: false });
    expect(u('não consigo pagar o plano de 5000 kz, ajuda').helpTopic).toBe('support');
  });

  it('keeps the language it was asked in', () => {
    expect(u('talk to a human', 'pt').lang).toBe('en');
    expect(u('quero falar com o suporte', 'en').lang).toBe('pt');
  });
});

describe('support rules (named, with their corpus)', () => {
  it.each(SUPPORT_RULES.map((r) => [r.name, r] as const))('%s: every example is a support request', (_name, rule) => {
    for (const text of rule.examples) expect(supportRuleFor(fold(text)), `${rule.name}: ${text}`).not.toBeNull();
  });
  it.each(SUPPORT_RULES.map((r) => [r.name, r] as const))('%s: no negative example is one', (_name, rule) => {
    for (const text of rule.negativeExamples) expect(asksForSupport(fold(text)), `${rule.name}: ${text}`).toBe(false);
  });
  it('each example is read by its own rule', () => {
    for (const rule of SUPPORT_RULES) {
      for (const text of rule.examples) expect(rule.rule.test(` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `), `${rule.name}: ${text}`).toBe(true);
    }
  });
});

describe('the support reply', () => {
  const slots = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
  it('has pt and en with the same placeholders', () => {
    for (const [key, t] of Object.entries(SUPPORT_TEXTS)) expect(slots(t.pt), key).toEqual(slots(t.en));
  });
  it('names the request, who answers, how soon, and the team address; a repeat says it is the same request', () => {
    expect(supportReply('pt', { reference: 'S-000123', email: 'suporte@kumbu.ao', created: true }).text)
      .toBe('🙋 Pedido de suporte n.º S-000123 registado. A nossa equipa responde-lhe aqui no WhatsApp ou por e-mail em até 1 dia útil (seg–sex, 8h–17h, hora de Luanda). Também pode escrever para suporte@kumbu.ao.');
    expect(supportReply('en', { reference: 'S-000123', email: 'help@x.ao', created: false }).text)
      .toMatch(/^🙋 Your support request no\. S-000123 is already registered.*help@x\.ao\.$/u);
  });
});
