// The account e-mails, in Portuguese and English side by side (Portuguese first).
import type { Lang } from '@kumbu/core/lang';
import type { MailMessage } from '../adapters/mail/mailer';
import { emailHtml } from './layout';

const TEXTS = {
  verify: {
    pt: {
      subject: 'Confirme o seu e-mail no Kumbu',
      heading: 'Bem-vindo ao Kumbu, {name}!',
      body: ['Falta só um passo: confirme o seu endereço de e-mail para entrar no painel.', 'A ligação é válida durante 24 horas.'],
      button: 'Confirmar e-mail',
      footer: 'Se não criou uma conta no Kumbu, ignore esta mensagem.',
    },
    en: {
      subject: 'Confirm your e-mail for Kumbu',
      heading: 'Welcome to Kumbu, {name}!',
      body: ['One step left: confirm your e-mail address to open your dashboard.', 'The link is valid for 24 hours.'],
      button: 'Confirm e-mail',
      footer: 'If you did not create a Kumbu account, ignore this message.',
    },
  },
  reset: {
    pt: {
      subject: 'Redefinir a sua senha do Kumbu',
      heading: 'Olá, {name}',
      body: ['Recebemos um pedido para redefinir a senha da sua conta.', 'A ligação é válida durante 1 hora. Se não fez este pedido, a sua senha continua igual.'],
      button: 'Redefinir senha',
      footer: 'Por segurança, nunca partilhe esta ligação.',
    },
    en: {
      subject: 'Reset your Kumbu password',
      heading: 'Hello, {name}',
      body: ['We received a request to reset your account password.', 'The link is valid for 1 hour. If you did not ask for this, your password stays the same.'],
      button: 'Reset password',
      footer: 'For your safety, never share this link.',
    },
  },
  emailChange: {
    pt: {
      subject: 'Confirme o seu novo e-mail no Kumbu',
      heading: 'Olá, {name}',
      body: ['Pediu para passar a entrar no Kumbu com este endereço de e-mail.', 'A alteração só acontece quando abrir a ligação, válida durante 24 horas. Até lá continua a entrar com o endereço antigo.'],
      button: 'Confirmar novo e-mail',
      footer: 'Se não fez este pedido, ignore esta mensagem: nada muda na sua conta.',
    },
    en: {
      subject: 'Confirm your new e-mail for Kumbu',
      heading: 'Hello, {name}',
      body: ['You asked to sign in to Kumbu with this e-mail address from now on.', 'The change happens only when you open the link, valid for 24 hours. Until then you keep signing in with your old address.'],
      button: 'Confirm new e-mail',
      footer: 'If you did not ask for this, ignore this message: nothing changes in your account.',
    },
  },
  // Sign-up with an address that already has an account: the stranger's screen says the same
  // as for a new address, and the owner learns of it here (issue 14, item 6).
  signUpAttempt: {
    pt: {
      subject: 'Alguém tentou criar uma conta Kumbu com o seu e-mail',
      heading: 'Olá, {name}',
      body: ['Alguém (talvez você) tentou criar uma nova conta no Kumbu com este endereço de e-mail, que já tem conta.', 'Se foi você, entre com a sua senha. Se não se lembra dela, toque em «Esqueceu a senha?» ao entrar e receberá uma ligação para escolher outra.'],
      button: 'Entrar no Kumbu',
      footer: 'Se não foi você, ignore esta mensagem: nada mudou na sua conta.',
    },
    en: {
      subject: 'Someone tried to create a Kumbu account with your e-mail',
      heading: 'Hello, {name}',
      body: ['Someone (perhaps you) tried to create a new Kumbu account with this e-mail address, which already has one.', 'If it was you, sign in with your password. If you do not remember it, tap "Forgot password?" when signing in and you will get a link to choose a new one.'],
      button: 'Sign in to Kumbu',
      footer: 'If it was not you, ignore this message: nothing changed in your account.',
    },
  },
} as const satisfies Record<string, Record<Lang, { subject: string; heading: string; body: readonly string[]; button: string; footer: string }>>;

export type AccountEmailKind = keyof typeof TEXTS;
export const ACCOUNT_EMAIL_TEXTS = TEXTS;

export function accountEmail(kind: AccountEmailKind, lang: Lang, to: string, name: string, url: string): MailMessage {
  const t = TEXTS[kind][lang];
  const heading = t.heading.replace('{name}', name);
  const text = [heading, '', ...t.body, '', `${t.button}: ${url}`, '', t.footer].join('\n');
  return { to, subject: t.subject, text, html: emailHtml({ lang, heading, paragraphs: t.body, button: { label: t.button, url }, footer: t.footer }) };
}
