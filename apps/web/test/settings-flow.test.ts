import { describe, expect, it } from 'vitest';
import { type ApiResult } from '../src/shared/api-client';
import { resendNotice } from '../src/shared/notice';
import { DEFAULT_REPORT_PREFS, parseMe, parseReportPrefs } from '../src/shared/session/account-api';
import {
  afterReportSave, changeOutcome, checkEmailChange, checkPasswordChange, deleteFailureText, emailChangeArrival, withReport,
} from '../src/features/settings/settings-flow';
import { accountEn } from '../src/i18n/sections/account.en';
import { accountPt } from '../src/i18n/sections/account.pt';

const fail = (over: Partial<Extract<ApiResult<never>, { success: false }>> = {}): ApiResult<never> => ({ success: false, status: 400, error: 'Server says no', ...over });
const email = accountEn.settings.emailChange;
const password = accountEn.settings.passwordChange;

describe('change e-mail', () => {
  it('validates with core: both fields, then the shape', () => {
    expect(checkEmailChange({ newEmail: '', currentPassword: 'x' }, 'en')?.text).toBe('Fill in new email and current password');
    expect(checkEmailChange({ newEmail: 'a@b.ao', currentPassword: '' }, 'en')).toEqual({ kind: 'error', text: 'Fill in new email and current password', field: 'currentPassword' });
    expect(checkEmailChange({ newEmail: 'nope', currentPassword: 'x' }, 'en')?.text).toBe('Invalid email');
    expect(checkEmailChange({ newEmail: 'nope', currentPassword: 'x' }, 'pt')?.text).toBe('E-mail inválido');
    expect(checkEmailChange({ newEmail: 'a@b.ao', currentPassword: 'x' }, 'en')).toBeNull();
  });

  it('maps answers to the spec\'s messages', () => {
    const texts = { success: email.success, failed: email.failed, thrown: email.thrown };
    expect(changeOutcome({ success: true, status: 200, data: true }, texts)).toEqual({ kind: 'success', text: 'Email updated! Check your new email to verify.' });
    expect(changeOutcome(fail({ status: 401, code: 'invalid-credentials', error: 'Incorrect e-mail or password.' }), texts).text).toBe('Incorrect e-mail or password.');
    expect(changeOutcome(fail({ status: 502, error: 'HTTP 502: Bad Gateway' }), texts).text).toBe('Failed to update email');
    expect(changeOutcome(fail({ status: 0, error: 'Network error occurred' }), texts).text).toBe('Failed to update email. Check your password.');
  });
});

describe('change password', () => {
  it('validates with core: all fields, 6 characters, match', () => {
    const ok = { currentPassword: 'old', newPassword: 'novasenha', confirmPassword: 'novasenha' };
    expect(checkPasswordChange({ ...ok, currentPassword: '' }, 'en')?.text).toBe('Fill in all password fields');
    expect(checkPasswordChange({ ...ok, confirmPassword: '' }, 'en')?.text).toBe('Fill in all password fields');
    expect(checkPasswordChange({ ...ok, newPassword: '12345', confirmPassword: '12345' }, 'en')?.text).toBe('New password must be at least 6 characters');
    expect(checkPasswordChange({ ...ok, confirmPassword: 'outra1' }, 'en')?.text).toBe('Passwords do not match');
    expect(checkPasswordChange(ok, 'en')).toBeNull();
  });

  it('maps answers to the spec\'s messages', () => {
    const texts = { success: password.success, failed: password.failed };
    expect(changeOutcome({ success: true, status: 200, data: true }, texts).text).toBe('Password updated successfully!');
    expect(changeOutcome(fail({ code: 'weak-password', error: 'That password is too common. Please choose another.' }), texts).text).toBe('That password is too common. Please choose another.');
    expect(changeOutcome(fail({ status: 500, error: 'HTTP 500: x' }), texts).text).toBe('Failed to update password');
  });
});

describe('delete account', () => {
  const texts = {
    error: (error: string) => accountEn.settings.danger.error.replace('{{error}}', error),
    unexpected: (message: string) => accountEn.settings.danger.unexpected.replace('{{message}}', message),
  };
  it('says "Error deleting account: …" for a refusal and "Unexpected error: …" when no answer came', () => {
    expect(deleteFailureText({ success: false, status: 401, code: 'unauthenticated', error: 'Session expired. Please try again.' }, texts)).toBe('Error deleting account: Session expired. Please try again.');
    expect(deleteFailureText({ success: false, status: 0, error: 'Network error occurred' }, texts)).toBe('Unexpected error: Network error occurred');
    expect(accountEn.settings.danger.deleted).toBe('Your account has been successfully deleted');
    expect(accountPt.settings.comingSoon).toBe('Em breve');
  });
});

describe('report toggles (optimistic, reverted on failure)', () => {
  const on = DEFAULT_REPORT_PREFS;
  it('keeps the shown state on success', () => {
    const shown = withReport(on, 'weekly', false);
    expect(afterReportSave(shown, 'weekly', true, { success: true, status: 200, data: shown }, 'Could not save')).toEqual({ prefs: shown, notice: null });
  });

  it('puts back only the switch that failed, and says so', () => {
    // weekly turned off (fails), monthly turned off meanwhile (still shown)
    const shown = withReport(withReport(on, 'weekly', false), 'monthly', false);
    const after = afterReportSave(shown, 'weekly', true, fail({ status: 500, code: 'internal' }), 'Could not save');
    expect(after.prefs).toEqual({ weekly: { email: true }, monthly: { email: false } });
    expect(after.notice).toEqual({ kind: 'error', text: 'Could not save' });
  });

  it('reads report prefs leniently, defaulting to on', () => {
    expect(parseReportPrefs(undefined)).toEqual(on);
    expect(parseReportPrefs({ weekly: { email: false }, monthly: 'x' })).toEqual({ weekly: { email: false }, monthly: { email: true } });
  });
});

describe('arrivals and the session', () => {
  it('reads ?emailChange=ok|invalid and nothing else', () => {
    expect(emailChangeArrival('ok')).toBe('ok');
    expect(emailChangeArrival('invalid')).toBe('invalid');
    expect(emailChangeArrival('other')).toBeNull();
    expect(emailChangeArrival(null)).toBeNull();
  });

  it('resolves the display name with core (spec §3) when parsing /me', () => {
    const me = parseMe({ user: { id: 'u', email: 'ana.maria@kumbu.ao', emailVerified: true, createdAt: '2025-01-01T00:00:00Z' }, profile: { fullName: '', userName: null } });
    expect(me?.name).toMatchObject({ fullName: 'Ana Maria', initials: 'AM', source: 'email' });
    const named = parseMe({ user: { id: 'u', email: 'x@kumbu.ao' }, profile: { fullName: 'Teresa Luanda', reportPrefs: { weekly: { email: false }, monthly: { email: true } } } });
    expect(named?.name.initials).toBe('TL');
    expect(named?.profile.reportPrefs.weekly.email).toBe(false);
  });

  it('maps a resend answer to "Verification email resent!" or its failure', () => {
    const texts = { resent: accountEn.messages.verificationResent, failed: accountEn.messages.resendFailed };
    expect(resendNotice({ success: true, status: 200, data: true }, texts)).toEqual({ kind: 'success', text: 'Verification email resent!' });
    expect(resendNotice(fail({ status: 429, code: 'rate-limited', error: 'Too many attempts. Try again in 30 s.' }), texts).text).toBe('Too many attempts. Try again in 30 s.');
    expect(resendNotice(fail({ status: 502 }), texts).text).toBe('Failed to send verification email');
  });
});
