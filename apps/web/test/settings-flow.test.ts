import { describe, expect, it } from 'vitest';
import { type ApiResult } from '../src/shared/api-client';
import { resendNotice } from '../src/shared/notice';
import { DEFAULT_REPORT_PREFS, parseMe, parseReportPrefs } from '../src/shared/session/account-api';
import {
  afterReportSave, changeFailure, changeOutcome, checkDeleteAccount, checkEmailChange, checkPasswordChange, deleteFailureText, emailChangeArrival,
  exportAllUrl, goodbyePath, withReport,
} from '../src/features/settings/settings-flow';
import { accountEn } from '../src/i18n/sections/account.en';
import { accountPt } from '../src/i18n/sections/account.pt';

const fail = (over: Partial<Extract<ApiResult<never>, { success: false }>> = {}): ApiResult<never> => ({ success: false, status: 400, error: 'Server says no', ...over });
/** A refusal, typed as one (for the calls that only take failures). */
const refused = (over: Partial<Extract<ApiResult<never>, { success: false }>> = {}): Extract<ApiResult<never>, { success: false }> => ({ success: false, status: 400, error: 'Server says no', ...over });
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

  it('maps refusals to the spec\'s messages; a wrong current password points at its field', () => {
    const texts = { failed: email.failed, thrown: email.thrown };
    expect(changeFailure(refused({ status: 403, code: 'wrong-current-password', error: 'Your current password is incorrect.' }), texts))
      .toEqual({ kind: 'error', text: 'Your current password is incorrect.', field: 'currentPassword' });
    expect(changeFailure(refused({ status: 502, error: 'HTTP 502: Bad Gateway' }), texts).text).toBe('Failed to update email');
    expect(changeFailure(refused({ status: 0, error: 'Network error occurred' }), texts).text).toBe('Failed to update email. Check your password.');
  });

  it('says a change is pending, never "updated", until the new address confirms it', () => {
    expect(email.pending.replace('{{email}}', 'new@x.ao')).toContain('Confirm at the new address');
    expect(accountPt.settings.emailChange.pending).toContain('Confirme no novo endereço');
    expect(JSON.stringify(accountPt.settings.emailChange)).not.toContain('E-mail atualizado');
    const me = parseMe({ user: { id: 'u', email: 'old@x.ao', createdAt: '2026-01-01T00:00:00Z', pendingEmail: 'new@x.ao' }, profile: {} });
    expect(me?.user.pendingEmail).toBe('new@x.ao');
    expect(parseMe({ user: { id: 'u', email: 'old@x.ao' } })?.user.pendingEmail).toBeNull();
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
    expect(changeOutcome(fail({ status: 403, code: 'wrong-current-password', error: 'A senha atual está incorreta.' }), texts))
      .toEqual({ kind: 'error', text: 'A senha atual está incorreta.', field: 'currentPassword' });
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

  it('asks for the password, offers every record as CSV first, and says goodbye in the person\'s language', () => {
    expect(checkDeleteAccount('', 'pt')).toEqual({ kind: 'error', text: 'Escreva a sua senha atual para eliminar a conta', field: 'currentPassword' });
    expect(checkDeleteAccount('', 'en')?.text).toBe('Enter your current password to delete the account');
    expect(checkDeleteAccount('x', 'en')).toBeNull();
    expect(exportAllUrl('en')).toBe('/api/records/export.csv?all=1&lang=en');
    expect(goodbyePath('pt')).toBe('/adeus');
    expect(goodbyePath('en')).toBe('/goodbye');
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
