// Phone normalisation (spec §5): people type "+244 923 456 789", "00244-923.456.789" or
// "(244) 923456789"; we store one form, "+244923456789", and WhatsApp ids are the digits.
import { type Bilingual } from './lang';

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15; // E.164

export const PHONE_INVALID: Bilingual = {
  pt: 'Forneça um número válido com código do país',
  en: 'Provide a valid phone number with country code',
};

/**
 * The spec's steps, in order: trim; drop spaces, parentheses, dots and hyphens; "00" at the
 * start becomes "+"; a plus is kept only at the very start and added when missing; after it
 * only digits remain. "00244 923-456-789" → "+244923456789". The result may still be too
 * short or long; `isValidPhone` decides.
 */
export function normalisePhone(raw: string): string {
  let s = raw.trim().replace(/[\s().-]/gu, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  const rest = s.startsWith('+') ? s.slice(1) : s;
  return `+${rest.replace(/\D/g, '')}`;
}

/** A plus then 7 to 15 digits, after normalisation. */
export function isValidPhone(raw: string): boolean {
  return /^\+\d{7,15}$/.test(normalisePhone(raw));
}

/** The WhatsApp Cloud API's wa_id form: the digits without the plus ("244923456789"). */
export function toWhatsAppId(phone: string): string {
  return normalisePhone(phone).replace(/^\+/, '');
}
