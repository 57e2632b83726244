// The SMS texts Kumbu sends, Portuguese first. Kept short: one SMS segment (160 GSM-7
// characters is not reachable with "ó"/"ã", which switch to UCS-2 and 70 per segment, so
// they stay under 140 and cost at most two segments).
import { type Bilingual, type Lang, interpolate } from './lang';

export const VERIFICATION_CODE_SMS: Bilingual = {
  pt: 'Kumbu: o seu código de verificação é {code}. Válido durante {minutes} minutos. Não o partilhe.',
  en: 'Kumbu: your verification code is {code}. Valid for {minutes} minutes. Do not share it.',
};

export function verificationCodeSms(lang: Lang, code: string, minutes: number): string {
  return interpolate(VERIFICATION_CODE_SMS[lang], { code, minutes });
}

/** The 6-digit code inside an SMS text (the dev outbox shows it large), or null. */
export function codeInSms(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
