import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  NAME_MIN, PASSWORD_MIN, SMS_CODE_LENGTH, isEmail, sanitiseSmsCode, validateChangeEmail, validateChangePassword,
  validateForgotPassword, validateOnboardingAccount, validateSignIn, validateSignUp, validateSignUpAll, validateSmsCode, validationMessage,
} from '../src/validation';
import { type Lang } from '../src/lang';

const signUp = {
  fullName: 'Ana Domingos', username: 'ana', whatsapp: '+244 923 456 789', email: 'ana@kumbu.ao', password: 'segredo1', confirmPassword: 'segredo1',
};

describe('constants', () => {
  it('match spec §9', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(NAME_MIN).toBe(2);
    expect(SMS_CODE_LENGTH).toBe(6);
  });
});

describe('isEmail', () => {
  it.each(['ana@kumbu.ao', 'a.b+c@sub.domain.co.ao', 'joão@empresa.ao', ' ana@kumbu.ao '])('accepts %j', (s) => expect(isEmail(s)).toBe(true));
  it.each(['', 'ana', 'ana@', '@kumbu.ao', 'ana@kumbu', 'ana@kumbu.a', 'ana @kumbu.ao', 'ana@@kumbu.ao', 'ana@-kumbu.ao', 'ana@kumbu..ao'])(
    'rejects %j', (s) => expect(isEmail(s)).toBe(false));
});

describe('validateSignUp (first problem, spec order)', () => {
  const cases: [Partial<typeof signUp>, string, string, string][] = [
    [{ fullName: ' ' }, 'fullName', 'O nome completo é obrigatório', 'Full name is required'],
    [{ username: '' }, 'username', 'O nome de utilizador é obrigatório', 'Username is required'],
    [{ whatsapp: '' }, 'whatsapp', 'O número de WhatsApp é obrigatório', 'WhatsApp number is required'],
    [{ whatsapp: '92345' }, 'whatsapp', 'Forneça um número válido com código do país', 'Provide a valid phone number with country code'],
    [{ email: '' }, 'email', 'O e-mail é obrigatório', 'Email is required'],
    [{ email: 'ana@kumbu' }, 'email', 'Por favor, introduza um e-mail válido', 'Please enter a valid email'],
    [{ password: '12345', confirmPassword: '12345' }, 'password', 'A senha deve ter pelo menos 6 caracteres', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'outra1' }, 'confirmPassword', 'As senhas não coincidem', 'Passwords do not match'],
  ];
  it.each(cases)('%j → %s', (change, field, pt, en) => {
    expect(validateSignUp({ ...signUp, ...change }, 'pt')).toEqual({ field, message: pt });
    expect(validateSignUp({ ...signUp, ...change }, 'en')).toEqual({ field, message: en });
  });
  it('reports only the first problem', () => {
    expect(validateSignUp({ fullName: '', username: '', whatsapp: '', email: '', password: '', confirmPassword: 'x' }, 'en')?.field).toBe('fullName');
  });
  it('passes a good form', () => expect(validateSignUp(signUp, 'pt')).toBeNull());
});

describe('validateSignUpAll (every problem, one per field, spec order)', () => {
  it('lists every field of an empty form, in the spec order, in both languages', () => {
    const empty = { fullName: '', username: '', whatsapp: '', email: '', password: '', confirmPassword: 'x' };
    expect(validateSignUpAll(empty, 'pt')).toEqual([
      { field: 'fullName', message: 'O nome completo é obrigatório' },
      { field: 'username', message: 'O nome de utilizador é obrigatório' },
      { field: 'whatsapp', message: 'O número de WhatsApp é obrigatório' },
      { field: 'email', message: 'O e-mail é obrigatório' },
      { field: 'password', message: 'A senha deve ter pelo menos 6 caracteres' },
      { field: 'confirmPassword', message: 'As senhas não coincidem' },
    ]);
    expect(validateSignUpAll(empty, 'en').map((e) => e.message)).toEqual([
      'Full name is required', 'Username is required', 'WhatsApp number is required', 'Email is required',
      'Password must be at least 6 characters', 'Passwords do not match',
    ]);
  });
  it('gives each field its first failing rule only', () => {
    expect(validateSignUpAll({ ...signUp, whatsapp: '92345', email: 'ana@kumbu' }, 'en')).toEqual([
      { field: 'whatsapp', message: 'Provide a valid phone number with country code' },
      { field: 'email', message: 'Please enter a valid email' },
    ]);
  });
  it('passes a good form', () => expect(validateSignUpAll(signUp, 'pt')).toEqual([]));
  it('always starts with what validateSignUp reports', () => {
    fc.assert(fc.property(
      fc.record({
        fullName: fc.constantFrom('', ' ', 'Ana'), username: fc.constantFrom('', 'ana'),
        whatsapp: fc.constantFrom('', '92345', '+244 923 456 789'), email: fc.constantFrom('', 'ana@kumbu', 'ana@kumbu.ao'),
        password: fc.constantFrom('', '12345', 'segredo1'), confirmPassword: fc.constantFrom('', '12345', 'segredo1'),
      }),
      fc.constantFrom<Lang>('pt', 'en'),
      (form, lang) => {
        const all = validateSignUpAll(form, lang);
        expect(validateSignUp(form, lang)).toEqual(all[0] ?? null);
        expect(new Set(all.map((e) => e.field)).size).toBe(all.length);
      },
    ));
  });
});

describe('validateSignIn and forgot password', () => {
  it('needs the e-mail, then the password', () => {
    expect(validateSignIn({ email: '', password: '' }, 'en')).toEqual({ field: 'email', message: 'Email is required' });
    expect(validateSignIn({ email: '', password: '' }, 'pt')).toEqual({ field: 'email', message: 'O e-mail é obrigatório' });
    expect(validateSignIn({ email: 'a@b.co', password: '' }, 'en')).toEqual({ field: 'password', message: 'Password is required' });
    expect(validateSignIn({ email: 'a@b.co', password: '' }, 'pt')).toEqual({ field: 'password', message: 'A senha é obrigatória' });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' }, 'pt')).toBeNull();
  });
  it('forgot password needs an e-mail first', () => {
    expect(validateForgotPassword({ email: ' ' }, 'en')).toEqual({ field: 'email', message: 'Please enter your email first' });
    expect(validateForgotPassword({ email: '' }, 'pt')).toEqual({ field: 'email', message: 'Por favor, introduza primeiro o seu e-mail' });
    expect(validateForgotPassword({ email: 'a@b.co' }, 'en')).toBeNull();
    expect(validationMessage('forgotPasswordLink', 'pt')).toBe('Esqueceu a senha?');
  });
});

describe('validateOnboardingAccount (all problems, inline)', () => {
  const good = { name: 'Ana', email: 'ana@kumbu.ao', whatsapp: '+244923456789', password: 'segredo', confirmPassword: 'segredo', confirmedNumber: true };
  it('lists every problem', () => {
    const bad = { name: '', email: '', whatsapp: '123', password: '123', confirmPassword: '1234', confirmedNumber: false };
    expect(validateOnboardingAccount(bad, 'en')).toEqual([
      { field: 'name', message: 'Name required' },
      { field: 'email', message: 'Email required' },
      { field: 'whatsapp', message: 'Provide a valid phone number with country code' },
      { field: 'password', message: 'Password min 6 chars' },
      { field: 'confirmPassword', message: "Passwords don't match" },
      { field: 'confirmedNumber', message: 'Please confirm WhatsApp number' },
    ]);
    expect(validateOnboardingAccount(bad, 'pt')).toEqual([
      { field: 'name', message: 'Nome obrigatório' },
      { field: 'email', message: 'E-mail obrigatório' },
      { field: 'whatsapp', message: 'Forneça um número válido com código do país' },
      { field: 'password', message: 'Senha com mínimo de 6 caracteres' },
      { field: 'confirmPassword', message: 'As senhas não coincidem' },
      { field: 'confirmedNumber', message: 'Por favor, confirme o número de WhatsApp' },
    ]);
  });
  it('checks the name length and e-mail shape', () => {
    const errs = (lang: Lang) => validateOnboardingAccount({ ...good, name: ' A ', email: 'ana@' }, lang);
    expect(errs('en')).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Invalid email' },
    ]);
    expect(errs('pt')).toEqual([
      { field: 'name', message: 'O nome deve ter pelo menos 2 caracteres' },
      { field: 'email', message: 'E-mail inválido' },
    ]);
  });
  it('passes a good form', () => expect(validateOnboardingAccount(good, 'pt')).toEqual([]));
  it('has the final-submit message', () => {
    expect(validationMessage('fixErrorsAbove', 'en')).toBe('Please fix the errors above');
    expect(validationMessage('fixErrorsAbove', 'pt')).toBe('Por favor, corrija os erros acima');
  });
});

describe('SMS code', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitiseSmsCode('12 34-56')).toBe('123456');
    expect(sanitiseSmsCode('1234567890')).toBe('123456');
    expect(sanitiseSmsCode('abc')).toBe('');
  });
  it('needs exactly 6 digits', () => {
    expect(validateSmsCode('123456', 'en')).toBeNull();
    expect(validateSmsCode('12345', 'en')).toEqual({ field: 'code', message: 'Enter 6-digit code' });
    expect(validateSmsCode('12345a', 'pt')).toEqual({ field: 'code', message: 'Introduza o código de 6 dígitos' });
    expect(validateSmsCode('1234567', 'en')).not.toBeNull();
  });
});

describe('settings forms', () => {
  it('change e-mail needs both fields, then a valid e-mail', () => {
    expect(validateChangeEmail({ newEmail: '', currentPassword: 'x' }, 'en')).toEqual({ field: 'newEmail', message: 'Fill in new email and current password' });
    expect(validateChangeEmail({ newEmail: 'a@b.co', currentPassword: '' }, 'pt')).toEqual({ field: 'currentPassword', message: 'Preencha o novo e-mail e a senha atual' });
    expect(validateChangeEmail({ newEmail: 'a@b', currentPassword: 'x' }, 'en')).toEqual({ field: 'newEmail', message: 'Invalid email' });
    expect(validateChangeEmail({ newEmail: 'a@b', currentPassword: 'x' }, 'pt')).toEqual({ field: 'newEmail', message: 'E-mail inválido' });
    expect(validateChangeEmail({ newEmail: 'a@b.co', currentPassword: 'x' }, 'en')).toBeNull();
  });
  it('change password needs all three, a long enough new one, and a match', () => {
    const good = { currentPassword: 'antiga', newPassword: 'novasenha', confirmPassword: 'novasenha' };
    expect(validateChangePassword({ ...good, currentPassword: '' }, 'en')).toEqual({ field: 'currentPassword', message: 'Fill in all password fields' });
    expect(validateChangePassword({ ...good, confirmPassword: '' }, 'pt')).toEqual({ field: 'confirmPassword', message: 'Preencha todos os campos de senha' });
    expect(validateChangePassword({ ...good, newPassword: '12345', confirmPassword: '12345' }, 'en'))
      .toEqual({ field: 'newPassword', message: 'New password must be at least 6 characters' });
    expect(validateChangePassword({ ...good, newPassword: '12345', confirmPassword: '12345' }, 'pt'))
      .toEqual({ field: 'newPassword', message: 'A nova senha deve ter pelo menos 6 caracteres' });
    expect(validateChangePassword({ ...good, confirmPassword: 'outra12' }, 'en')).toEqual({ field: 'confirmPassword', message: 'Passwords do not match' });
    expect(validateChangePassword({ ...good, confirmPassword: 'outra12' }, 'pt')).toEqual({ field: 'confirmPassword', message: 'As senhas não coincidem' });
    expect(validateChangePassword(good, 'en')).toBeNull();
  });
});
