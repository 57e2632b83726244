// Proving a WhatsApp number from WhatsApp itself (decision 0016): the person sends a
// prefilled message carrying "KUMBU-" and a 6-digit code from the number they claimed
// (a wa.me link opens it ready to send). The server reads the code with `proofCodeIn`;
// the web writes the message with `proofMessage`. Shared here so both agree on the shape.
import { type Bilingual, type Lang, interpolate } from './lang';

export const PROOF_CODE_DIGITS = 6;

/** "KUMBU-123456" anywhere in a message (any case; a space for the hyphen is forgiven). */
const PROOF_CODE = /(?:^|[^\p{L}\p{N}])kumbu[-‐‑–—\s]?(\d{6})(?![\p{L}\p{N}])/iu;

/** The code a message carries, or null: only a message with one is a proof attempt. */
export function proofCodeIn(text: string): string | null {
  return PROOF_CODE.exec(text)?.[1] ?? null;
}

export function proofToken(code: string): string {
  return `KUMBU-${code}`;
}

const PROOF_MESSAGE: Bilingual = {
  pt: 'Confirmo que este número de WhatsApp é meu e quero ligá-lo à minha conta Kumbu. Código: {token}',
  en: 'I confirm this WhatsApp number is mine and I want to link it to my Kumbu account. Code: {token}',
};

/** The text the wa.me link prefills: it says what sending it does, then the code. */
export function proofMessage(lang: Lang, code: string): string {
  return interpolate(PROOF_MESSAGE[lang], { token: proofToken(code) });
}

const CLAIM_SMS: Bilingual = {
  pt: 'Kumbu: o código para ligar este número à sua conta é {code}. Válido {minutes} minutos. Não o partilhe.',
  en: 'Kumbu: the code to link this number to your account is {code}. Valid {minutes} minutes. Do not share it.',
};

/** The SMS confirming a claim from Settings: names what the code does (sharing it hands over the number). */
export function claimCodeSms(lang: Lang, code: string, minutes: number): string {
  return interpolate(CLAIM_SMS[lang], { code, minutes });
}
