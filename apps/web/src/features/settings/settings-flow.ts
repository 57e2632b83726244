// The settings screen's decisions, pure for the tests: form rules (core), what a server
// answer says to the person (spec §8), and the optimistic report toggles.
import { type Lang } from '@kumbu/core/lang';
import {
  validateChangeEmail, validateChangePassword, validateDeleteAccount, type ChangeEmailForm, type ChangePasswordForm,
} from '@kumbu/core/validation';
import { type ApiResult } from '../../shared/api-client';
import { type Notice, errorNotice, failureNotice } from '../../shared/notice';
import { type ReportKind, type ReportPrefs } from '../../shared/session/account-api';

export function checkEmailChange(form: ChangeEmailForm, lang: Lang): Notice | null {
  const problem = validateChangeEmail(form, lang);
  return problem ? errorNotice(problem.message, problem.field) : null;
}

export function checkPasswordChange(form: ChangePasswordForm, lang: Lang): Notice | null {
  const problem = validateChangePassword(form, lang);
  return problem ? errorNotice(problem.message, problem.field) : null;
}

export interface OutcomeTexts {
  readonly success: string;
  readonly failed: string;
  /** When no answer came at all (the original's "thrown" case). */
  readonly thrown?: string;
}

/** 'Email updated! …' / 'Password updated successfully!', the server's words, or the fallbacks. */
export function changeOutcome(answer: ApiResult<unknown>, texts: OutcomeTexts): Notice {
  return answer.success ? { kind: 'success', text: texts.success } : changeFailure(answer, texts);
}

/** A refused change: the server's own words ("A senha atual está incorreta.", on the field they are about), or the fallbacks. */
export function changeFailure(answer: Extract<ApiResult<unknown>, { success: false }>, texts: Omit<OutcomeTexts, 'success'>): Notice {
  const notice = failureNotice(answer, { fallback: texts.failed, transport: texts.thrown ?? texts.failed });
  return answer.code === 'wrong-current-password' ? errorNotice(notice.text, 'currentPassword') : notice;
}

/** Where a deleted account says goodbye: /adeus in Portuguese, /goodbye in English. */
export function goodbyePath(lang: Lang): string {
  return lang === 'pt' ? '/adeus' : '/goodbye';
}

/**
 * The CSV of every record, offered before deleting the account (the export's `all=1`),
 * with category names in the interface language (a plain link sends the browser's own).
 */
export function exportAllUrl(lang: Lang): string {
  return `/api/records/export.csv?${new URLSearchParams({ all: '1', lang }).toString()}`;
}

export function checkDeleteAccount(currentPassword: string, lang: Lang): Notice | null {
  const problem = validateDeleteAccount({ currentPassword }, lang);
  return problem ? errorNotice(problem.message, problem.field) : null;
}

/** 'Error deleting account: {error}' when the server refused, 'Unexpected error: {message}' when no answer came. */
export function deleteFailureText(
  answer: Extract<ApiResult<unknown>, { success: false }>,
  texts: { readonly error: (error: string) => string; readonly unexpected: (message: string) => string },
): string {
  return answer.status === 0 ? texts.unexpected(answer.error) : texts.error(answer.error);
}

export function withReport(prefs: ReportPrefs, kind: ReportKind, email: boolean): ReportPrefs {
  return { ...prefs, [kind]: { email } };
}

/**
 * The toggles after a save answers. Success keeps what is shown (a later toggle may be in
 * flight); a failure puts back the one switch this save changed and says so.
 */
export function afterReportSave(
  current: ReportPrefs, kind: ReportKind, previous: boolean, answer: ApiResult<unknown>, saveFailed: string,
): { readonly prefs: ReportPrefs; readonly notice: Notice | null } {
  if (answer.success) return { prefs: current, notice: null };
  return { prefs: withReport(current, kind, previous), notice: errorNotice(saveFailed) };
}

export type EmailChangeArrival = 'ok' | 'invalid' | null;

/** "?emailChange=ok|invalid" — where the e-mail-change confirmation link lands. */
export function emailChangeArrival(value: string | null): EmailChangeArrival {
  return value === 'ok' || value === 'invalid' ? value : null;
}
