import { describe, expect, it } from 'vitest';
import { validationMessage } from '@kumbu/core/validation';
import { type ApiResult } from '../src/shared/api-client';
import {
  CLOSE_AFTER_SUCCESS_MS, type AuthTexts, afterForgotPassword, afterResetPassword, afterSignIn, afterSignUp,
  checkForgotPassword, checkNewPassword, checkSignIn, checkSignUp, signUpFieldErrors, verificationText,
} from '../src/features/auth/auth-flow';
import { accountEn } from '../src/i18n/sections/account.en';
import { accountPt } from '../src/i18n/sections/account.pt';
import { signInRequestFrom } from '../src/shared/session/session-context';

const texts: AuthTexts = accountEn.messages;
const fail = (over: Partial<Extract<ApiResult<never>, { success: false }>> = {}): ApiResult<never> => ({ success: false, status: 400, error: 'Server says no', ...over });

const signUp = { fullName: 'Teresa Luanda', username: 'teresa', whatsapp: '+244 923 456 789', email: 'teresa@kumbu.ao', password: 'segredo1', confirmPassword: 'segredo1' };

describe('sign-up field messages: every problem under its field', () => {
  const empty = { fullName: '', username: '', whatsapp: '', email: 'x', password: '1', confirmPassword: '2' };
  it('shows nothing before the first try, then every problem in the spec order', () => {
    expect(signUpFieldErrors(empty, 'pt', false, null).size).toBe(0);
    expect([...signUpFieldErrors(empty, 'pt', true, null)]).toEqual([
      ['fullName', 'O nome completo é obrigatório'],
      ['username', 'O nome de utilizador é obrigatório'],
      ['whatsapp', 'O número de WhatsApp é obrigatório'],
      ['email', 'Por favor, introduza um e-mail válido'],
      ['password', 'A senha deve ter pelo menos 6 caracteres'],
      ['confirmPassword', 'As senhas não coincidem'],
    ]);
  });
  it('adds a server refusal about a field the rules passed', () => {
    const banner = { kind: 'error', text: 'E-mail in use', field: 'email' } as const;
    expect([...signUpFieldErrors(signUp, 'en', true, banner)]).toEqual([['email', 'E-mail in use']]);
    expect(signUpFieldErrors(signUp, 'en', true, { kind: 'success', text: 'ok' }).size).toBe(0);
  });
});

describe('sign-up validation: the spec order and core\'s words', () => {
  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ fullName: '', username: '' }, 'fullName', 'Full name is required'],
    [{ username: ' ' }, 'username', 'Username is required'],
    [{ whatsapp: '' }, 'whatsapp', 'WhatsApp number is required'],
    [{ whatsapp: '12' }, 'whatsapp', 'Provide a valid phone number with country code'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'teresa@' }, 'email', 'Please enter a valid email'],
    [{ password: '12345', confirmPassword: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'outra-senha' }, 'confirmPassword', 'Passwords do not match'],
  ])('%j → %s: %s', (change, field, text) => {
    expect(checkSignUp({ ...signUp, ...change }, 'en')).toEqual({ kind: 'error', text, field });
  });

  it('passes a good form, and speaks Portuguese', () => {
    expect(checkSignUp(signUp, 'en')).toBeNull();
    expect(checkSignUp({ ...signUp, confirmPassword: 'x' }, 'pt')?.text).toBe('As senhas não coincidem');
  });
});

describe('sign-in and forgot password', () => {
  it('needs the e-mail, then the password', () => {
    expect(checkSignIn({ email: ' ', password: '' }, 'en')).toEqual({ kind: 'error', text: 'Email is required', field: 'email' });
    expect(checkSignIn({ email: 'a@b.ao', password: '' }, 'en')).toEqual({ kind: 'error', text: 'Password is required', field: 'password' });
    expect(checkSignIn({ email: 'a@b.ao', password: ' ' }, 'en')).toBeNull();
  });

  it('asks for the e-mail first before sending a reset', () => {
    expect(checkForgotPassword('', 'en')?.text).toBe('Please enter your email first');
    expect(checkForgotPassword('', 'pt')?.text).toBe('Por favor, introduza primeiro o seu e-mail');
    expect(checkForgotPassword('a@b.ao', 'en')).toBeNull();
    expect(validationMessage('forgotPasswordLink', 'pt')).toBe('Esqueceu a senha?');
  });
});

describe('answers → what the dialog shows', () => {
  it('signs in: success banner, then closes after 1 s', () => {
    expect(afterSignIn({ success: true, status: 200, data: {} }, 'a@b.ao', texts)).toEqual({
      banner: { kind: 'success', text: 'Signed in successfully!' }, verification: null, signedIn: true,
    });
    expect(CLOSE_AFTER_SUCCESS_MS).toBe(1000);
  });

  it('an unverified sign-in opens the verification box for that e-mail, without an extra banner', () => {
    const step = afterSignIn(fail({ status: 403, code: 'email-not-verified' }), ' ana@kumbu.ao ', texts);
    expect(step).toEqual({ banner: null, verification: { state: 'required', email: 'ana@kumbu.ao' } });
    expect(verificationText(step.verification!, 'en', texts)).toBe('Please verify your email before signing in.');
    expect(verificationText(step.verification!, 'pt', accountPt.messages)).toBe('Por favor, verifique o seu e-mail antes de entrar.');
  });

  it('shows the server\'s message (wrong password, 429 with its seconds), else "Failed to sign in"', () => {
    expect(afterSignIn(fail({ status: 401, code: 'invalid-credentials', error: 'Incorrect e-mail or password.' }), 'a', texts).banner)
      .toEqual({ kind: 'error', text: 'Incorrect e-mail or password.' });
    expect(afterSignIn(fail({ status: 429, code: 'rate-limited', error: 'Too many attempts. Try again in 42 s.', retryAfter: 42 }), 'a', texts).banner?.text)
      .toBe('Too many attempts. Try again in 42 s.');
    expect(afterSignIn(fail({ status: 502, error: 'HTTP 502: Bad Gateway' }), 'a', texts).banner?.text).toBe('Failed to sign in');
    expect(afterSignIn(fail({ status: 0, error: 'Network error occurred' }), 'a', texts).banner?.text).toBe('Network error occurred');
  });

  it('signs up: info box with the resend countdown, switched to sign-in with the e-mail', () => {
    const step = afterSignUp({ success: true, status: 201, data: { email: 'novo@kumbu.ao' } }, texts);
    expect(step).toEqual({ banner: null, verification: { state: 'sent', email: 'novo@kumbu.ao' }, mode: 'signin' });
    expect(verificationText(step.verification!, 'en', texts)).toBe('Account created successfully! Please check your email to verify your account.');
  });

  it('a refused sign-up shows the field problem and marks the field; no message → "Failed to create account"', () => {
    expect(afterSignUp(fail({ code: 'validation-failed', error: 'Some fields are not valid.', fields: [{ field: 'whatsapp', message: 'Provide a valid phone number with country code' }] }), texts).banner)
      .toEqual({ kind: 'error', text: 'Provide a valid phone number with country code', field: 'whatsapp' });
    expect(afterSignUp(fail({ status: 409, code: 'username-taken', error: 'This username is already taken.' }), texts).banner?.text).toBe('This username is already taken.');
    expect(afterSignUp(fail({ status: 500, error: 'HTTP 500: ' }), texts).banner?.text).toBe('Failed to create account');
  });

  it('forgot password: the spec\'s success text, or why not', () => {
    expect(afterForgotPassword({ success: true, status: 200, data: true }, texts).banner).toEqual({ kind: 'success', text: 'Password reset email sent! Check your inbox.' });
    expect(afterForgotPassword(fail({ status: 503 }), texts).banner?.text).toBe('Failed to send password reset email');
    expect(afterForgotPassword(fail({ status: 503 }), accountPt.messages).banner?.text).toBe('Falha ao enviar o e-mail de redefinição de senha');
  });
});

describe('reset page', () => {
  it('needs 6 characters and a match, with core\'s messages', () => {
    expect(checkNewPassword('12345', '12345', 'en')).toEqual({ kind: 'error', text: 'Password must be at least 6 characters', field: 'newPassword' });
    expect(checkNewPassword('123456', '1234567', 'en')).toEqual({ kind: 'error', text: 'Passwords do not match', field: 'confirmPassword' });
    expect(checkNewPassword('123456', '123456', 'en')).toBeNull();
  });

  it('tells a dead link apart from other failures', () => {
    expect(afterResetPassword({ success: true, status: 200, data: true }, 'Failed')).toEqual({ kind: 'done' });
    expect(afterResetPassword(fail({ code: 'invalid-token' }), 'Failed')).toEqual({ kind: 'invalid-link' });
    expect(afterResetPassword(fail({ code: 'weak-password', error: 'That password is too common. Please choose another.' }), 'Failed'))
      .toEqual({ kind: 'error', notice: { kind: 'error', text: 'That password is too common. Please choose another.' } });
  });
});

describe('openSignIn options', () => {
  it('defaults to sign-in, keeps the mode and WhatsApp number, and ignores a click event passed by mistake', () => {
    expect(signInRequestFrom(1, undefined)).toEqual({ id: 1, mode: 'signin', whatsapp: '' });
    expect(signInRequestFrom(2, { mode: 'signup', whatsapp: '+244923456789' })).toEqual({ id: 2, mode: 'signup', whatsapp: '+244923456789' });
    expect(signInRequestFrom(3, { nativeEvent: {}, mode: 'signup' })).toEqual({ id: 3, mode: 'signin', whatsapp: '' });
  });
});

describe('account texts', () => {
  it('keep the spec\'s English wording', () => {
    expect(accountEn.messages).toEqual({
      signedIn: 'Signed in successfully!',
      accountCreated: 'Account created successfully! Please check your email to verify your account.',
      verificationResent: 'Verification email resent!',
      resetSent: 'Password reset email sent! Check your inbox.',
      signUpFailed: 'Failed to create account',
      signInFailed: 'Failed to sign in',
      resendFailed: 'Failed to send verification email',
      resetEmailFailed: 'Failed to send password reset email',
    });
    expect(accountEn.verify.resendIn).toBe('Resend in {{seconds}}s');
    expect(accountPt.verify.resendIn).toBe('Reenviar em {{seconds}}s');
    expect(accountEn.fields.whatsappPlaceholder).toBe('+244 9XX XXX XXX');
  });
});
