// The sign-in dialog's decisions, kept pure so they are tested without a browser: which
// message a form problem or a server answer becomes, and what the dialog does next.
import { errorMessage } from '@kumbu/core/errors';
import { type Lang } from '@kumbu/core/lang';
import {
  PASSWORD_MIN, type SignInForm, type SignUpForm, validateForgotPassword, validateSignIn, validateSignUp, validateSignUpAll, validationMessage,
} from '@kumbu/core/validation';
import { type ApiResult } from '../../shared/api-client';
import { type Notice, errorNotice, failureNotice } from '../../shared/notice';

/** The spec's pause between "Signed in successfully!" and the dialog closing. */
export const CLOSE_AFTER_SUCCESS_MS = 1000;

/** The dialog's texts that are not core's validation or error messages. */
export interface AuthTexts {
  readonly signedIn: string;
  readonly accountCreated: string;
  readonly resetSent: string;
  readonly signUpFailed: string;
  readonly signInFailed: string;
  readonly resetEmailFailed: string;
}

/** The verification box: "required" after an unverified sign-in, "sent" after a sign-up. */
export interface VerificationBox {
  readonly state: 'required' | 'sent';
  readonly email: string;
}

/** What the dialog shows after an action. */
export interface DialogStep {
  readonly banner: Notice | null;
  /** undefined = keep the current box; null = hide it. */
  readonly verification?: VerificationBox | null;
  /** Close (after CLOSE_AFTER_SUCCESS_MS) and go to the dashboard. */
  readonly signedIn?: boolean;
  /** Switch the dialog to this mode (sign-up done → sign in with the same e-mail). */
  readonly mode?: 'signin';
}

export function checkSignIn(form: SignInForm, lang: Lang): Notice | null {
  const problem = validateSignIn(form, lang);
  return problem ? errorNotice(problem.message, problem.field) : null;
}

export function checkSignUp(form: SignUpForm, lang: Lang): Notice | null {
  const problem = validateSignUp(form, lang);
  return problem ? errorNotice(problem.message, problem.field) : null;
}

/**
 * The message under each sign-up field: every problem of core's rules once the person has
 * tried to submit (they follow the typing), then a server refusal about a field the rules
 * found nothing wrong with (an e-mail already in use).
 */
export function signUpFieldErrors(form: SignUpForm, lang: Lang, attempted: boolean, banner: Notice | null): Map<string, string> {
  const errors = new Map<string, string>();
  if (attempted) for (const e of validateSignUpAll(form, lang)) errors.set(e.field, e.message);
  if (banner?.kind === 'error' && banner.field !== undefined && !errors.has(banner.field)) errors.set(banner.field, banner.text);
  return errors;
}

export function checkForgotPassword(email: string, lang: Lang): Notice | null {
  const problem = validateForgotPassword({ email }, lang);
  return problem ? errorNotice(problem.message, problem.field) : null;
}

export function afterSignIn(answer: ApiResult<unknown>, email: string, texts: AuthTexts): DialogStep {
  if (answer.success) return { banner: { kind: 'success', text: texts.signedIn }, verification: null, signedIn: true };
  // The verification box carries the message and the resend button; no second banner.
  if (answer.code === 'email-not-verified') return { banner: null, verification: { state: 'required', email: email.trim() } };
  return { banner: failureNotice(answer, { fallback: texts.signInFailed }), verification: null };
}

export function afterSignUp(answer: ApiResult<{ readonly email: string }>, texts: AuthTexts): DialogStep {
  if (answer.success) return { banner: null, verification: { state: 'sent', email: answer.data.email }, mode: 'signin' };
  return { banner: failureNotice(answer, { fallback: texts.signUpFailed }) };
}

export function afterForgotPassword(answer: ApiResult<unknown>, texts: Pick<AuthTexts, 'resetSent' | 'resetEmailFailed'>): DialogStep {
  if (answer.success) return { banner: { kind: 'success', text: texts.resetSent } };
  return { banner: failureNotice(answer, { fallback: texts.resetEmailFailed }) };
}

/** The message inside the verification box. */
export function verificationText(box: VerificationBox, lang: Lang, texts: AuthTexts): string {
  return box.state === 'sent' ? texts.accountCreated : errorMessage('email-not-verified', lang);
}

/** The reset page's rules: the sign-up minimum and the match, with core's messages. */
export function checkNewPassword(newPassword: string, confirmPassword: string, lang: Lang): Notice | null {
  if (newPassword.length < PASSWORD_MIN) return errorNotice(validationMessage('passwordTooShort', lang), 'newPassword');
  if (confirmPassword !== newPassword) return errorNotice(validationMessage('passwordsDoNotMatch', lang), 'confirmPassword');
  return null;
}

export type ResetOutcome = { readonly kind: 'done' } | { readonly kind: 'invalid-link' } | { readonly kind: 'error'; readonly notice: Notice };

export function afterResetPassword(answer: ApiResult<unknown>, failed: string): ResetOutcome {
  if (answer.success) return { kind: 'done' };
  if (answer.code === 'invalid-token') return { kind: 'invalid-link' };
  return { kind: 'error', notice: failureNotice(answer, { fallback: failed }) };
}
