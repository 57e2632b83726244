import { describe, expect, it } from 'vitest';
import { respellNumbers } from '../src/respell';

describe('respellNumbers: number words typed by ear', () => {
  it('puts misspelt number words right beside other numbers', () => {
    expect(respellNumbers('devolvi sinco mil ao Nelo').text).toBe('devolvi cinco mil ao Nelo');
    expect(respellNumbers('sete mil e quinhetos').text).toBe('sete mil e quinhentos');
    expect(respellNumbers('oitenta mill').text).toBe('oitenta mil');
    expect(respellNumbers('thirty fve thousand').text).toBe('thirty five thousand');
    expect(respellNumbers('o Jojo devolveu cincoenta dolares').text).toBe('o Jojo devolveu cinquenta dolares');
  });
  it('leaves real words alone', () => {
    expect(respellNumbers('sem troco 5 mil').text).toBe('sem troco 5 mil');
    expect(respellNumbers('how much does a flight cost').text).toBe('how much does a flight cost');
    expect(respellNumbers('set it to english').text).toBe('set it to english');
  });
  it('maps positions back to the message as typed', () => {
    const r = respellNumbers('vint mil e duzento kz');
    expect(r.text).toBe('vinte mil e duzentos kz');
    expect(r.original(r.text.length)).toBe('vint mil e duzento kz'.length);
    expect(r.original(0)).toBe(0);
  });
});
