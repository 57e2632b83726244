// Links that open a WhatsApp chat with Kumbu. The greeting is always Portuguese: it is
// the first message the co-pilot reads, and Portuguese is its default language.

/** The co-pilot's business number; VITE_WHATSAPP_NUMBER overrides it at build time. */
export const DEFAULT_WHATSAPP_NUMBER = '244923000000';
/**
 * The human team's WhatsApp (footer, spec §2): deliberately not the co-pilot's number, so
 * a visitor who wants a person does not land in the bot's onboarding.
 */
export const CONTACT_WHATSAPP_NUMBER = '244923100200';
export const WHATSAPP_GREETING = 'Olá Kumbu! Quero começar a organizar as minhas finanças.';
export const CONTACT_GREETING = 'Olá equipa Kumbu! Tenho uma pergunta.';

export function whatsappNumber(): string {
  const configured = import.meta.env.VITE_WHATSAPP_NUMBER?.replace(/[^\d]/g, '');
  return configured !== undefined && /^\d{7,15}$/.test(configured) ? configured : DEFAULT_WHATSAPP_NUMBER;
}

export function whatsappLink(text: string = WHATSAPP_GREETING, number: string = whatsappNumber()): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Greeting that tells the co-pilot which plan the visitor picked on the pricing table. */
export function planGreeting(planName: string): string {
  return `Olá Kumbu! Quero começar com o plano ${planName}.`;
}

export const SUPPORT_EMAIL = 'suporte@kumbu.ao';
