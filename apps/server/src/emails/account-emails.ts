// The account e-mails, in Portuguese and English side by side (Portuguese first).
import { interpolate, type Lang } from '@kumbu/core/lang';
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
  // Account safety (issue 17 item 6): the person hears of every change to how they sign in,
  // at the address they have now, so a change they did not make does not go unnoticed.
  passwordChanged: {
    pt: {
      subject: 'A sua senha do Kumbu foi alterada',
      heading: 'Olá, {name}',
      body: ['A senha da sua conta Kumbu foi alterada a {when} (hora de Luanda). As sessões abertas noutros aparelhos foram terminadas.', 'Se foi você, não precisa de fazer nada.', 'Se não foi você, escolha já uma senha nova: abra o Kumbu, carregue em «Entrar» e depois em «Esqueceu a senha?». Depois escreva-nos para suporte@kumbu.ao.'],
      button: 'Abrir o Kumbu',
      footer: 'Esta é uma mensagem de segurança: é enviada sempre que a senha muda.',
    },
    en: {
      subject: 'Your Kumbu password was changed',
      heading: 'Hello, {name}',
      body: ['The password of your Kumbu account was changed on {when} (Luanda time). Sessions open on other devices were signed out.', 'If it was you, there is nothing to do.', 'If it was not you, choose a new password now: open Kumbu, tap "Sign in" and then "Forgot password?". Then write to us at suporte@kumbu.ao.'],
      button: 'Open Kumbu',
      footer: 'This is a security message: it is sent every time the password changes.',
    },
  },
  emailChangeRequested: {
    pt: {
      subject: 'Pedido para mudar o e-mail da sua conta Kumbu',
      heading: 'Olá, {name}',
      body: ['A {when} (hora de Luanda) foi pedido que a sua conta Kumbu passe a usar o endereço {newEmail}.', 'Nada muda enquanto a ligação enviada para esse endereço não for aberta: até lá continua a entrar com este.', 'Se não foi você, alguém sabe a sua senha: mude-a já em Definições, ou com «Esqueceu a senha?» ao entrar, e escreva-nos para suporte@kumbu.ao. Ao mudar a senha, as outras sessões terminam.'],
      button: 'Abrir as Definições',
      footer: 'Esta é uma mensagem de segurança: é enviada para o endereço antigo sempre que se pede para mudar o e-mail.',
    },
    en: {
      subject: 'Request to change the e-mail of your Kumbu account',
      heading: 'Hello, {name}',
      body: ['On {when} (Luanda time) someone asked for your Kumbu account to use the address {newEmail}.', 'Nothing changes until the link sent to that address is opened: until then you keep signing in with this one.', 'If it was not you, someone knows your password: change it now in Settings, or with "Forgot password?" when signing in, and write to us at suporte@kumbu.ao. Changing the password signs out the other sessions.'],
      button: 'Open Settings',
      footer: 'This is a security message: it goes to the old address every time a change of e-mail is asked for.',
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

/** `values` fill the body's {placeholders} (`when`, `newEmail`); the heading's {name} is `name`. */
export function accountEmail(
  kind: AccountEmailKind, lang: Lang, to: string, name: string, url: string, values: Readonly<Record<string, string>> = {},
): MailMessage {
  const t = TEXTS[kind][lang];
  const heading = interpolate(t.heading, { name });
  const paragraphs = t.body.map((p) => interpolate(p, values));
  const text = [heading, '', ...paragraphs, '', `${t.button}: ${url}`, '', t.footer].join('\n');
  return { to, subject: t.subject, text, html: emailHtml({ lang, heading, paragraphs, button: { label: t.button, url }, footer: t.footer }) };
}
