// Bot protection behind one interface (DECISIONS.md): self-hosted ALTCHA proof-of-work by
// default, reCAPTCHA Enterprise by configuration. The wire keeps the spec's field names:
// the widget's payload or the reCAPTCHA token travels as `recaptchaToken`, the action as
// `recaptchaAction`.
import type { DbOrTx } from '@kumbu/db/database';

export interface BotCheck {
  readonly token: string | undefined;
  /** What the person is doing: `sms_send`, `onboarding_submit`. */
  readonly action: string;
  readonly ip: string;
  /**
   * The transaction to record single use in, when the check runs inside one (PGlite has
   * one connection: using the outer handle there would deadlock). Otherwise the verifier's own.
   */
  readonly db?: DbOrTx;
}

export interface BotPublicConfig {
  readonly provider: 'altcha' | 'recaptcha';
  readonly challengeUrl?: string;
  readonly siteKey?: string;
}

export interface BotVerifier {
  readonly provider: 'altcha' | 'recaptcha';
  /** True only for a fresh, genuine, unused token. Never throws: any doubt is false. */
  verify(check: BotCheck): Promise<boolean>;
  /** What the web needs to show the right widget (no secrets). */
  publicConfig(): BotPublicConfig;
  /** ALTCHA only: a new signed challenge for the widget. */
  createChallenge?(): Promise<unknown>;
}
