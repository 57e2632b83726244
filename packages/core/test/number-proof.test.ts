import { describe, expect, it } from 'vitest';
import { claimCodeSms, proofCodeIn, proofMessage } from '../src/number-proof';
import { codeInSms } from '../src/sms-texts';

describe('number proof codes (decision 0016)', () => {
  it('reads the code from the prefilled message and from what people make of it', () => {
    expect(proofCodeIn(proofMessage('pt', '048213'))).toBe('048213');
    expect(proofCodeIn(proofMessage('en', '999999'))).toBe('999999');
    for (const text of ['KUMBU-123456', 'kumbu-123456', 'Kumbu 123456', 'código: KUMBU–123456.', '*KUMBU-123456*']) {
      expect(proofCodeIn(text), text).toBe('123456');
    }
  });

  it('ignores ordinary messages, other digit runs and words that merely contain kumbu', () => {
    for (const text of ['gastei 123456 kz', 'kumbu, gastei 5 mil', 'KUMBU-1234567', 'KUMBU-12345', 'xkumbu-123456', 'kumbu123456x']) {
      expect(proofCodeIn(text), text).toBeNull();
    }
  });

  it('the claim SMS carries one 6-digit code, in both languages', () => {
    expect(codeInSms(claimCodeSms('pt', '314159', 10))).toBe('314159');
    expect(claimCodeSms('en', '314159', 10)).toBe('Kumbu: the code to link this number to your account is 314159. Valid 10 minutes. Do not share it.');
  });
});
