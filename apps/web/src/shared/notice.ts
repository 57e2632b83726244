// A message shown to the person after an action: an error, a success or an information.
import { type ApiResult } from './api-client';
import { type FailureTexts, failureField, failureText } from './answer-text';

export type NoticeKind = 'error' | 'success' | 'info';

export interface Notice {
  readonly kind: NoticeKind;
  readonly text: string;
  /** The form field the message is about, when there is one. */
  readonly field?: string;
}

export function errorNotice(text: string, field?: string): Notice {
  return field === undefined ? { kind: 'error', text } : { kind: 'error', text, field };
}

/** The notice for a failed call: server message, transport message or the fallback. */
export function failureNotice(answer: Extract<ApiResult<unknown>, { success: false }>, texts: FailureTexts): Notice {
  return errorNotice(failureText(answer, texts), failureField(answer));
}

/** After "resend verification": 'Verification email resent!' or why not. */
export function resendNotice(answer: ApiResult<unknown>, texts: { readonly resent: string; readonly failed: string }): Notice {
  return answer.success ? { kind: 'success', text: texts.resent } : failureNotice(answer, { fallback: texts.failed });
}
