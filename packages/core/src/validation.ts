// Client and server form rules of spec §5, in one place so the web form, the server route
// and the WhatsApp flow refuse the same input with the same words.
import { type FieldError } from './errors';
import { type Lang, interpolate } from './lang';
import { isValidPhone } from './phone';
import { type ValidationMessageKey, VALIDATION_MESSAGES } from './validation-messages';

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const SMS_CODE_LENGTH = 6;

const LIMITS: Partial<Record<ValidationMessageKey, number>> = {
  passwordTooShort: PASSWORD_MIN,
  passwordMin: PASSWORD_MIN,
  newPasswordTooShort: PASSWORD_MIN,
  nameTooShort: NAME_MIN,
  smsCodeLength: SMS_CODE_LENGTH,
};

/** The message for `key` in `lang`, with its `{min}` filled in. */
export function validationMessage(key: ValidationMessageKey, lang: Lang): string {
  const min = LIMITS[key];
  return interpolate(VALIDATION_MESSAGES[key][lang], min === undefined ? {} : { min });
}

function problem(field: string, key: ValidationMessageKey, lang: Lang): FieldError {
  return { field, message: validationMessage(key, lang) };
}

const blank = (s: string | null | undefined): boolean => (s ?? '').trim() === '';

/**
 * A sensible `local@domain.tld` shape: no spaces, one "@", dot-separated domain labels of
 * letters/digits/hyphens (not at a label's ends), and a top-level domain of 2+ letters.
 * Deliverability is proven by the verification e-mail, not by a regex.
 */
export function isEmail(s: string): boolean {
  const v = s.trim();
  return v.length <= 254 && /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u.test(v);
}

export interface SignUpForm {
  fullName: string; username: string; whatsapp: string; email: string; password: string; confirmPassword: string;
}

/** One field's rules, in the spec's order: the first that fails is that field's message. */
const SIGN_UP_RULES: readonly (readonly [keyof SignUpForm, (form: SignUpForm) => ValidationMessageKey | null])[] = [
  ['fullName', (f) => (blank(f.fullName) ? 'fullNameRequired' : null)],
  ['username', (f) => (blank(f.username) ? 'usernameRequired' : null)],
  ['whatsapp', (f) => (blank(f.whatsapp) ? 'whatsappRequired' : !isValidPhone(f.whatsapp) ? 'phoneInvalid' : null)],
  ['email', (f) => (blank(f.email) ? 'emailRequired' : !isEmail(f.email) ? 'emailInvalid' : null)],
  ['password', (f) => (f.password.length < PASSWORD_MIN ? 'passwordTooShort' : null)],
  ['confirmPassword', (f) => (f.confirmPassword !== f.password ? 'passwordsDoNotMatch' : null)],
];

/**
 * Every problem at once, one per field, in the spec's field order: the sign-up form shows
 * each under its field. `validateSignUp` is the first of these, so the two never disagree.
 */
export function validateSignUpAll(form: SignUpForm, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, rule] of SIGN_UP_RULES) {
    const key = rule(form);
    if (key !== null) errors.push(problem(field, key, lang));
  }
  return errors;
}

/** The first problem, in the spec's order, or null (the banner and the server's answer). */
export function validateSignUp(form: SignUpForm, lang: Lang): FieldError | null {
  return validateSignUpAll(form, lang)[0] ?? null;
}

export interface SignInForm { email: string; password: string }

export function validateSignIn(form: SignInForm, lang: Lang): FieldError | null {
  if (blank(form.email)) return problem('email', 'emailRequired', lang);
  // Passwords are never trimmed: a password of spaces is a (bad) password, not an empty one.
  if (form.password === '') return problem('password', 'passwordRequired', lang);
  return null;
}

export function validateForgotPassword(form: { email: string }, lang: Lang): FieldError | null {
  return blank(form.email) ? problem('email', 'forgotPasswordEmailFirst', lang) : null;
}

export interface OnboardingAccountForm {
  name: string; email: string; whatsapp: string; password: string; confirmPassword: string; confirmedNumber: boolean;
}

/** Every problem at once: the onboarding form shows its messages inline, under each field. */
export function validateOnboardingAccount(form: OnboardingAccountForm, lang: Lang): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(form.name)) errors.push(problem('name', 'nameRequired', lang));
  else if (form.name.trim().length < NAME_MIN) errors.push(problem('name', 'nameTooShort', lang));
  if (blank(form.email)) errors.push(problem('email', 'onboardingEmailRequired', lang));
  else if (!isEmail(form.email)) errors.push(problem('email', 'invalidEmail', lang));
  if (!isValidPhone(form.whatsapp)) errors.push(problem('whatsapp', 'phoneInvalid', lang));
  if (form.password.length < PASSWORD_MIN) errors.push(problem('password', 'passwordMin', lang));
  if (form.confirmPassword !== form.password) errors.push(problem('confirmPassword', 'passwordsDontMatch', lang));
  if (!form.confirmedNumber) errors.push(problem('confirmedNumber', 'confirmWhatsapp', lang));
  return errors;
}

/** What the code box keeps from typing or pasting: digits only, at most 6 ("12 34-56" → "123456"). */
export function sanitiseSmsCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
}

export function validateSmsCode(code: string, lang: Lang): FieldError | null {
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code) ? null : problem('code', 'smsCodeLength', lang);
}

export interface ChangeEmailForm { newEmail: string; currentPassword: string }

export function validateChangeEmail(form: ChangeEmailForm, lang: Lang): FieldError | null {
  if (blank(form.newEmail)) return problem('newEmail', 'changeEmailFillIn', lang);
  if (form.currentPassword === '') return problem('currentPassword', 'changeEmailFillIn', lang);
  if (!isEmail(form.newEmail)) return problem('newEmail', 'invalidEmail', lang);
  return null;
}

export interface DeleteAccountForm { currentPassword: string }

/** Deleting the account asks for the current password (issue 17 item 6); the server checks it. */
export function validateDeleteAccount(form: DeleteAccountForm, lang: Lang): FieldError | null {
  return form.currentPassword === '' ? problem('currentPassword', 'deleteAccountPasswordRequired', lang) : null;
}

export interface ChangePasswordForm { currentPassword: string; newPassword: string; confirmPassword: string }

/** The current password is only checked for being filled in; the server re-authenticates with it. */
export function validateChangePassword(form: ChangePasswordForm, lang: Lang): FieldError | null {
  for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
    if (form[field] === '') return problem(field, 'changePasswordFillIn', lang);
  }
  if (form.newPassword.length < PASSWORD_MIN) return problem('newPassword', 'newPasswordTooShort', lang);
  if (form.confirmPassword !== form.newPassword) return problem('confirmPassword', 'passwordsDoNotMatch', lang);
  return null;
}
