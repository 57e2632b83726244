// Links that open a WhatsApp chat with Kumbu. The greeting is always Portuguese: it is
// the first message the co-pilot reads, and Portuguese is its default language.

/** The co-pilot's business number; VITE_WHATSAPP_NUMBER overrides it at build time. */
export const DEFAULT_WHATSAPP_NUMBER = '244923000000';
/**
 * The human team's WhatsApp (footer, spec §2): deliberately not the co-pilot's number, so
 * a visitor who wants a person does not land in the bot's onboarding.
 * VITE_CONTACT_WHATSAPP_NUMBER overrides it at build time.
 */
export const CONTACT_WHATSAPP_NUMBER = '244923100200';
export const WHATSAPP_GREETING = 'Olá Kumbu! Quero começar a organizar as minhas finanças.';
export const CONTACT_GREETING = 'Olá equipa Kumbu! Tenho uma pergunta.';

/** A number given at build time, digits only ("+244 923 …" is fine), or the default when absent or not a phone number. */
export function configuredNumber(configured: string | undefined, fallback: string): string {
  const digits = configured?.replace(/[^\d]/g, '');
  return digits !== undefined && /^\d{7,15}$/.test(digits) ? digits : fallback;
}

export function whatsappNumber(): string {
  return configuredNumber(import.meta.env.VITE_WHATSAPP_NUMBER, DEFAULT_WHATSAPP_NUMBER);
}

/** The team's number (footer). */
export function contactWhatsappNumber(): string {
  return configuredNumber(import.meta.env.VITE_CONTACT_WHATSAPP_NUMBER, CONTACT_WHATSAPP_NUMBER);
}

export function whatsappLink(text: string = WHATSAPP_GREETING, number: string = whatsappNumber()): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Greeting that tells the co-pilot which plan the visitor picked on the pricing table. */
export function planGreeting(planName: string): string {
  return `Olá Kumbu! Quero começar com o plano ${planName}.`;
}

export const SUPPORT_EMAIL = 'suporte@kumbu.ao';
