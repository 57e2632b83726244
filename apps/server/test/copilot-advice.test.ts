// Advice questions (issue 16 item 8, decision 0021), through the real signed webhook. With
// MODEL_URL the model calls Kumbu's read-only tools — here a local fake of the chat-completions
// protocol that scripts tool calls — and gets the sender's own figures, never another user's;
// a tool that would write does not exist; a model that hangs leaves the honest answer.
// Without a model: the honest answer and the nearest figures Kumbu computes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import type { TestApp } from './helpers';
import { startTestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords } from './copilot-helpers';
import { SIMULATOR_ENV } from './whatsapp-helpers';
import { FakeChatApi, type SeenMessage } from './fakes/fake-chat-api';

/** The `error` a tool result carries, when it is one. */
const errorOf = (m: SeenMessage | undefined): string => (JSON.parse(m?.content ?? '{}') as { error?: string }).error ?? '';
const toolMessages = (messages: readonly SeenMessage[]): SeenMessage[] => messages.filter((m) => m.role === 'tool');

describe.each(testEngines())('co-pilot: advice questions with a model and tool calls (%s)', (engine) => {
  const api = new FakeChatApi();
  let t: TestApp;
  beforeAll(async () => {
    const url = await api.start();
    t = await startTestApp(engine, { ...SIMULATOR_ENV, MODEL_URL: url, MODEL_NAME: 'kumbu-test', MODEL_TIMEOUT_MS: '600' }, { whatsappPollMs: 20 });
  });
  afterAll(async () => { await t.close(); await api.stop(); });
  beforeEach(() => { api.seen.length = 0; api.script = []; });

  it('reads only the sender\'s figures through the tools, cannot write, and quotes Kumbu\'s figures', async () => {
    const ana = await copilotUser(t, 'pt');
    const other = await copilotUser(t, 'pt');
    await chat(t, ana.waId, 'recebi 300 mil de salário');
    await chat(t, ana.waId, 'gastei 20 mil no candongueiro');
    await chat(t, ana.waId, 'devo 15 mil ao João');
    await chat(t, other.waId, 'gastei 777 mil na Shoprite');
    await chat(t, other.waId, 'devo 444 mil ao Banco');
    api.seen.length = 0;
    api.script = [
      { kind: 'tools', calls: [{ id: 'call_1', name: 'get_balances', arguments: '{}' }, { id: 'call_2', name: 'get_spending', arguments: '{"period":"thisMonth"}' }] },
      {
        kind: 'tools', calls: [
          { id: 'call_3', name: 'get_debts', arguments: '{}' },
          { id: 'call_4', name: 'add_record', arguments: '{"kind":"expense","amount":50000}' },
          { id: 'call_5', name: 'get_spending', arguments: '{"period":"forever","user_id":"someone-else"}' },
          { id: 'call_6', name: 'get_spending', arguments: 'not json' },
        ],
      },
      { kind: 'answer', content: 'Pode gastar 50 mil: entraram 300 mil e saíram 20 mil este mês. Registei a despesa.' },
    ];
    const replies = await chat(t, ana.waId, 'posso gastar 50 mil este fim de semana?');

    expect(api.seen).toHaveLength(3);
    // The tools offered are Kumbu's read queries, and nothing else.
    expect(api.seen[0]?.tools?.map((x) => x.function.name).sort()).toEqual(['get_balances', 'get_budgets', 'get_debts', 'get_goals', 'get_spending']);
    expect(api.seen[0]?.messages.at(-1)).toMatchObject({ role: 'user', content: 'posso gastar 50 mil este fim de semana?' });
    // Round two carries the assistant's tool calls back, then one tool message per call id.
    const second = api.seen[1]?.messages ?? [];
    expect(second.find((m) => m.role === 'assistant')?.tool_calls?.map((c) => c.id)).toEqual(['call_1', 'call_2']);
    const [balances, spending] = toolMessages(second);
    expect(balances?.tool_call_id).toBe('call_1');
    expect(spending?.tool_call_id).toBe('call_2');
    expect(JSON.parse(spending?.content ?? '{}')).toMatchObject({ period: 'thisMonth', income_kz: 300000, spending_kz: 20000, left_kz: 280000 });
    const third = toolMessages(api.seen[2]?.messages ?? []);
    expect(third.map((m) => m.tool_call_id)).toEqual(['call_1', 'call_2', 'call_3', 'call_4', 'call_5', 'call_6']);
    expect(JSON.parse(third[2]?.content ?? '{}')).toEqual({ currency: 'AOA', i_owe: [{ party: 'João', amount_kz: 15000 }], owed_to_me: [] });
    // A tool that would write does not exist; bad arguments are an error result, not a crash.
    expect(errorOf(third[3])).toMatch(/unknown tool "add_record".*read-only/u);
    expect(errorOf(third[4])).toMatch(/invalid arguments/u);
    expect(errorOf(third[5])).toMatch(/not valid JSON/u);
    // Nothing of the other user's reached the model.
    const everything = JSON.stringify(api.seen);
    expect(everything).not.toContain('777');
    expect(everything).not.toContain('444');
    expect(everything).not.toContain('Banco');

    // The answer: the model's words, then the figures Kumbu computed.
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('Pode gastar 50 mil');
    expect(replies[0]).toMatch(/📊 Números do Kumbu: .*este mês: entradas 300 000,00 Kz, despesas 20 000,00 Kz.*deve a João 15 000,00 Kz/u);
    // The model said it recorded something: it could not. Only the three records Ana sent exist.
    expect(await userRecords(t, ana.userId)).toHaveLength(3);
    expect(await userRecords(t, other.userId)).toHaveLength(2);
  });

  it('a model that never answers: the worker does not hang, the honest answer with figures is sent', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'recebi 100 mil de salário');
    api.seen.length = 0;
    api.script = [{ kind: 'hang' }];
    const started = Date.now();
    const [reply] = await chat(t, waId, 'devo pagar a renda ou a propina primeiro?');
    expect(Date.now() - started).toBeLessThan(8000);
    expect(api.seen).toHaveLength(1);
    expect(reply).toContain('Não sei aconselhar sobre isso com certeza');
    expect(reply).toContain('entradas 100 000,00 Kz');
    expect(reply).toContain('Não tem dívidas registadas por pagar');
    expect(await userRecords(t, userId)).toHaveLength(1);
  });

  it('a model that keeps calling tools is stopped after four rounds: the honest answer stands', async () => {
    const { waId } = await copilotUser(t, 'pt');
    const again = { kind: 'tools', calls: [{ id: 'call_x', name: 'get_goals', arguments: '{}' }] } as const;
    api.script = [again, again, again, again, again, again];
    const [reply] = await chat(t, waId, 'vale a pena comprar um carro de 3 milhões?');
    expect(api.seen).toHaveLength(4);
    expect(reply).toContain('Não sei aconselhar sobre isso com certeza');
  });

  it('an advice question with an amount is not sent to the model as a record, and a sure record never asks it', async () => {
    const { waId, userId } = await copilotUser(t, 'en');
    api.script = [{ kind: 'answer', content: 'A 100k phone would take most of what is left.' }];
    const [reply] = await chat(t, waId, 'can I afford a 100k phone?');
    expect(reply).toContain('A 100k phone would take most of what is left.');
    // No tool was called, so there is no line of Kumbu's figures to add.
    expect(reply).not.toContain('📊');
    expect(await userRecords(t, userId)).toHaveLength(0);
    api.seen.length = 0;
    await chat(t, waId, 'spent 5k on a taxi');
    expect(api.seen).toHaveLength(0);
  });
});

describe.each(testEngines())('co-pilot: advice questions without a model (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  it('answers honestly with the month, what is left and the budgets nearly spent; records nothing', async () => {
    const { waId, userId } = await copilotUser(t, 'pt');
    await chat(t, waId, 'recebi 200 mil de salário');
    await chat(t, waId, 'orçamento de 30 mil para comida');
    await chat(t, waId, 'gastei 27 mil no Kero');
    const [reply] = await chat(t, waId, 'posso gastar 50 mil este fim de semana?');
    expect(reply).toContain('Não sei aconselhar sobre isso com certeza, mas eis o que sei:');
    expect(reply).toContain('Este mês: entradas 200 000,00 Kz, despesas 27 000,00 Kz, sobra 173 000,00 Kz');
    expect(reply).toContain('50 000,00 Kz cabe no que sobra este mês');
    expect(reply).toMatch(/Orçamentos quase gastos: .*27 000,00 Kz de 30 000,00 Kz/u);
    expect(await userRecords(t, userId)).toHaveLength(2);
  });

  it('"which first?" shows the debts; English too', async () => {
    const { waId } = await copilotUser(t, 'en');
    await chat(t, waId, 'I owe Maria 40k');
    const [reply] = await chat(t, waId, 'should I pay rent or school fees first?');
    expect(reply).toContain('I cannot advise on that with certainty, but here is what I know:');
    expect(reply).toContain('Debts to pay: Maria');
  });
});
