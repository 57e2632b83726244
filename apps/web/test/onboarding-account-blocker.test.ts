import { describe, expect, it } from 'vitest';
import { verifyBlocker } from '../src/features/onboarding/account-form';

const values = { name: 'Ana', email: 'ana@kumbu.ao', whatsapp: '+244923456789', password: 'segredo1', confirmPassword: 'segredo1', confirmedNumber: true };

describe('why "Verificar número" is disabled', () => {
  it('names the first thing missing', () => {
    expect(verifyBlocker({ ...values, whatsapp: ' ', confirmedNumber: false }, false)).toBe('whyNoNumber');
    expect(verifyBlocker({ ...values, confirmedNumber: false }, true)).toBe('whyTaken');
    expect(verifyBlocker({ ...values, confirmedNumber: false }, false)).toBe('whyConfirm');
    expect(verifyBlocker(values, false)).toBeNull();
  });
});
