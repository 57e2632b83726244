// What a failed call says to the person (spec §8): our server's own message when it sent
// one (it is already in the interface language), a transport message when no answer came,
// otherwise the screen's fallback ("Failed to create account", …).
import { type ApiResult } from './api-client';

type Failure = Extract<ApiResult<unknown>, { success: false }>;

export interface FailureTexts {
  /** When the server gave no message of its own (a proxy error, an unexpected answer). */
  readonly fallback: string;
  /** When no answer came at all (timeout, network); default: the transport message. */
  readonly transport?: string;
}

/** True when the failure carries a message from our server (it has one of our codes). */
export function hasServerMessage(answer: Failure): boolean {
  return answer.code !== undefined && answer.error.trim() !== '';
}

export function failureText(answer: Failure, texts: FailureTexts): string {
  if (answer.status === 0) return texts.transport ?? answer.error;
  if (hasServerMessage(answer)) {
    // A validation answer names the field problem; that says more than "Some fields are not valid."
    const first = answer.fields?.[0];
    return answer.code === 'validation-failed' && first ? first.message : answer.error;
  }
  return texts.fallback;
}

/** The field a failure points at (server-side validation), if any. */
export function failureField(answer: Failure): string | undefined {
  return answer.fields?.[0]?.field;
}
