import { describe, it, expect } from 'vitest';
import { PHONE_INVALID, isValidPhone, normalisePhone, toWhatsAppId } from '../src/phone';

describe('normalisePhone', () => {
  it.each([
    ['+244 923 456 789', '+244923456789'],
    ['  +244923456789  ', '+244923456789'],
    ['00244 923-456-789', '+244923456789'],
    ['(244) 923.456.789', '+244923456789'],
    ['244923456789', '+244923456789'],
    ['+1 (555) 010-9999', '+15550109999'],
    ['+244+923', '+244923'], // only a leading plus survives
    ['+244 92a3 456', '+244923456'], // digits only after the plus
    ['', '+'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('%j → %j', (raw, phone) => expect(normalisePhone(raw)).toBe(phone));
});

describe('isValidPhone', () => {
  it.each(['+244923456789', '244 923 456 789', '00351 912 345 678', '+1234567', '+123456789012345'])('accepts %j', (raw) =>
    expect(isValidPhone(raw)).toBe(true));
  it.each(['', '+', '123456', '+123456', '+1234567890123456', 'abc', '   '])('rejects %j', (raw) =>
    expect(isValidPhone(raw)).toBe(false));
  it('has its message in both languages', () => {
    expect(PHONE_INVALID).toEqual({
      pt: 'Forneça um número válido com código do país', en: 'Provide a valid phone number with country code',
    });
  });
});

describe('toWhatsAppId', () => {
  it('is the digits without the plus', () => {
    expect(toWhatsAppId('+244 923 456 789')).toBe('244923456789');
    expect(toWhatsAppId('244923456789')).toBe('244923456789');
    expect(toWhatsAppId('00244923456789')).toBe('244923456789');
  });
});
