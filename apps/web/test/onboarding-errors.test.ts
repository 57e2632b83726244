import { describe, expect, it } from 'vitest';
import { onboardingEn } from '../src/i18n/sections/onboarding.en';
import { onboardingPt } from '../src/i18n/sections/onboarding.pt';
import {
  BOT_CHECK_FAILED, isExistingAccount, onboardError, onboardingErrorText, sendCodeError, thrownError, verifyCodeError,
  type OnboardingError,
} from '../src/features/onboarding/onboarding-errors';

const en = (e: OnboardingError): string => onboardingErrorText(e, 'en', onboardingEn.errors);
const pt = (e: OnboardingError): string => onboardingErrorText(e, 'pt', onboardingPt.errors);

describe('sending the SMS code', () => {
  it('maps each failure to the spec §8 message, in both languages', () => {
    const existing = sendCodeError({ status: 409, code: 'email-in-use', error: 'x' });
    expect(isExistingAccount(existing)).toBe(true);
    expect(en(existing)).toBe('This email or phone number is already associated with an account. Please sign in to continue.');
    expect(pt(existing)).toBe('Este e-mail ou número de telefone já está associado a uma conta. Entre na sua conta para continuar.');

    expect(en(sendCodeError({ status: 429, code: 'rate-limited', error: 'x' }))).toBe('Too many attempts. Try again in a few minutes.');
    expect(en(sendCodeError({ status: 429, code: 'rate-limited', error: 'x', retryAfter: 42 }))).toBe('Too many attempts. Try again in 42 s.');
    expect(pt(sendCodeError({ status: 429, code: 'rate-limited', error: 'x', retryAfter: 42 }))).toBe('Demasiadas tentativas. Tente novamente dentro de 42 s.');
    expect(en(sendCodeError({ status: 429, error: 'HTTP 429' }))).toBe('Too many attempts. Try again in a few minutes.');

    expect(en(sendCodeError({ status: 0, error: 'Network error occurred' }))).toBe('Connection error. Check your internet.');
    expect(pt(sendCodeError({ status: 0, error: 'x' }))).toBe('Erro de ligação. Verifique a sua internet.');
    expect(en(sendCodeError({ status: 401, error: 'x' }))).toBe('Authentication error. Please try again.');
    expect(pt(sendCodeError({ status: 401, error: 'x' }))).toBe('Erro de autenticação. Tente novamente.');
    expect(en(sendCodeError({ status: 502, code: 'sms-send-failed', error: 'x' }))).toBe('Failed to send verification code. Please try again.');
    expect(en(sendCodeError({ status: 500, code: 'internal', error: 'x' }))).toBe('Failed to send verification code. Please try again.');
    expect(pt(sendCodeError({ status: 500, error: 'x' }))).toBe('Falha ao enviar o código de verificação. Tente novamente.');
    expect(en(sendCodeError({ status: 403, code: 'bot-check-failed', error: 'x' }))).toBe('reCAPTCHA validation failed. Please try again.');
    expect(en(sendCodeError({ status: 400, code: 'validation-failed', error: 'Provide a valid phone number with country code' })))
      .toBe('Provide a valid phone number with country code');
  });
});

describe('checking the code', () => {
  it('says "Invalid code." for a wrong code and "Error creating account" for other failures', () => {
    expect(en(verifyCodeError({ status: 400, code: 'invalid-code', error: 'x' }))).toBe('Invalid code.');
    expect(pt(verifyCodeError({ status: 400, code: 'invalid-code', error: 'x' }))).toBe('Código inválido.');
    expect(en(verifyCodeError({ status: 500, code: 'internal', error: 'x' }))).toBe('Error creating account. Please try again.');
    expect(pt(verifyCodeError({ status: 500, error: 'x' }))).toBe('Erro ao criar a conta. Tente novamente.');
    expect(en(verifyCodeError({ status: 0, error: 'x' }))).toBe('Connection error. Check your internet.');
    expect(isExistingAccount(verifyCodeError({ status: 409, code: 'email-in-use', error: 'x' }))).toBe(true);
    expect(en(verifyCodeError({ status: 429, code: 'rate-limited', error: 'x', retryAfter: 9.2 }))).toBe('Too many attempts. Try again in 10 s.');
    expect(en(verifyCodeError({ status: 400, code: 'weak-password', error: 'That password is too common. Please choose another.' })))
      .toBe('That password is too common. Please choose another.');
    expect(en(verifyCodeError({ status: 400, code: 'code-expired', error: 'x' }))).toBe('This code has expired. Ask for a new one.');
  });
});

describe('the onboarding POST', () => {
  it('follows the spec: already active, Firebase, server text, else "Registration failed"', () => {
    expect(en(onboardError({ status: 409, code: 'already-active', error: 'A sua conta já está ativa!' }))).toBe('Your account is already active! Use WhatsApp to access.');
    expect(pt(onboardError({ status: 409, code: 'already-active', error: 'x' }))).toBe('A sua conta já está ativa! Use o WhatsApp para aceder.');
    expect(en(onboardError({ status: 400, error: 'User is already active on WhatsApp' }))).toBe('Your account is already active! Use WhatsApp to access.');
    expect(en(onboardError({ status: 401, error: 'Firebase authentication required for onboarding' }))).toBe('Authentication error. Please try again.');
    expect(en(onboardError({ status: 401, code: 'onboarding-auth-required', error: 'É necessário autenticar-se' }))).toBe('Authentication error. Please try again.');
    expect(en(onboardError({ status: 400, error: 'Something specific' }))).toBe('Something specific');
    expect(en(onboardError({ status: 500, error: '' }))).toBe('Registration failed');
    expect(pt(onboardError({ status: 500, error: ' ' }))).toBe('O registo falhou');
    expect(en(onboardError({ status: 403, code: 'bot-check-failed', error: 'x' }))).toBe('reCAPTCHA validation failed. Please try again.');
    expect(en(onboardError({ status: 0, error: 'x' }))).toBe('Connection error. Check your internet.');
  });

  it('maps a thrown error: 401 is a session expiry, otherwise its text or "Account creation failed"', () => {
    expect(en(thrownError(new Error('HTTP 401: Unauthorized')))).toBe('Session expired. Please try again.');
    expect(pt(thrownError(new Error('401')))).toBe('Sessão expirada. Tente novamente.');
    expect(en(thrownError(new Error('boom')))).toBe('boom');
    expect(en(thrownError(new Error('')))).toBe('Account creation failed');
    expect(pt(thrownError(undefined))).toBe('A criação da conta falhou');
    expect(en(thrownError('plain 401 text'))).toBe('Session expired. Please try again.');
  });

  it('aborts with the reCAPTCHA message when bot protection fails', () => {
    expect(en(BOT_CHECK_FAILED)).toBe('reCAPTCHA validation failed. Please try again.');
    expect(pt(BOT_CHECK_FAILED)).toBe('A validação reCAPTCHA falhou. Tente novamente.');
  });
});
