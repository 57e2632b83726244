// What an unknown number gets: a warm welcome in Portuguese with one English line, and the
// onboarding wizard's link carrying their number (spec §2 query rules). Sent at most once
// per number per Luanda day (the outbound dedupe key); every later message that day gets a
// short reminder instead, so a stranger is never met with silence (issue 16). When the
// message would have been a record it is kept (stranger-keep.ts), and both say so.
import { STRANGER_KEEP_DAYS } from '@kumbu/db/stranger-messages';
import type { OutgoingMessage } from '../../adapters/whatsapp/whatsapp-sender';

/** Said only when the message was kept: for how long, and that it will be offered after sign-up. */
export const KEPT_LINES = {
  pt: `Guardei esta mensagem durante ${STRANGER_KEEP_DAYS} dias: quando criar a conta, pergunto-lhe se a quer registar.`,
  en: `I kept this message for ${STRANGER_KEEP_DAYS} days: once you sign up, I will offer to record it.`,
} as const;

/** The team's address, last in every message to a stranger: someone who wants a person can reach one (issue 16). */
export function contactLine(supportEmail: string): string {
  return `Falar com a nossa equipa / Talk to our team: ${supportEmail}`;
}

export function onboardingLink(publicUrl: string, waId: string): string {
  return `${publicUrl}/?whatsappId=%2B${waId}&lang=pt&action=onboard`;
}

export function welcomeMessage(publicUrl: string, waId: string, kept = false, supportEmail: string | null = null): OutgoingMessage {
  const link = onboardingLink(publicUrl, waId);
  return {
    type: 'text',
    text: [
      'Olá! 👋 Bem-vindo ao *Kumbu*, o seu co-piloto financeiro no WhatsApp.',
      'Aqui regista gastos, receitas, dívidas e empréstimos em kwanza só a escrever — por exemplo: "gastei 5 mil no candongueiro". Eu organizo tudo e mostro-lhe para onde vai o seu dinheiro.',
      `Para começar, crie a sua conta (leva 2 minutos, com 7 dias grátis): ${link}`,
      ...(kept ? [KEPT_LINES.pt] : []),
      'Hi! Kumbu is your finance co-pilot on WhatsApp — open the link above to sign up (you can choose English there).',
      ...(kept ? [KEPT_LINES.en] : []),
      ...(supportEmail ? [contactLine(supportEmail)] : []),
    ].join('\n\n'),
  };
}

/** After the day's welcome: nothing was recorded, and where to sign up. */
export function reminderMessage(publicUrl: string, waId: string, kept = false, supportEmail: string | null = null): OutgoingMessage {
  const link = onboardingLink(publicUrl, waId);
  return {
    type: 'text',
    text: [
      `Ainda não tem conta no Kumbu, por isso não registei esta mensagem. Crie a sua conta (2 minutos, 7 dias grátis): ${link}`,
      ...(kept ? [KEPT_LINES.pt] : []),
      'You have no Kumbu account yet, so this message was not recorded. Sign up with the link above.',
      ...(kept ? [KEPT_LINES.en] : []),
      ...(supportEmail ? [contactLine(supportEmail)] : []),
    ].join('\n\n'),
  };
}

/** The calendar day in Luanda, YYYY-MM-DD (the "once per day" of the welcome). */
export function luandaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Luanda', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function welcomeDedupeKey(waId: string, at: Date): string {
  return `welcome:${waId}:${luandaDay(at)}`;
}
