// The subscription e-mails of the lifecycle job: 3 days and 1 day before a trial or plan ends,
// and when it ended. Portuguese and English side by side (Portuguese first), in the
// profile's language. Service messages: sent whatever the report preferences say.
import { interpolate, type Bilingual, type Lang } from '@kumbu/core/lang';
import { planLabel } from '@kumbu/core/subscription-status';
import { endsAtText, monthlyPriceText, timeLeftText, type NoticeDays, type NoticeKind } from '@kumbu/core/subscription-lifecycle';
import type { MailMessage } from '../adapters/mail/mailer';
import { emailHtml } from './layout';

interface NoticeTexts { readonly subject: string; readonly body: readonly string[]; readonly button: string }

const TEXTS = {
  trial: {
    3: {
      pt: {
        subject: 'O seu teste grátis do Kumbu termina dentro de {left}',
        body: ['O seu teste grátis termina a {when} (hora de Luanda).', 'Para continuar a registar sem limites, no WhatsApp e no painel, escolha um plano.'],
        button: 'Escolher um plano',
      },
      en: {
        subject: 'Your Kumbu free trial ends in {left}',
        body: ['Your free trial ends on {when} (Luanda time).', 'To keep recording without limits, on WhatsApp and on your dashboard, choose a plan.'],
        button: 'Choose a plan',
      },
    },
    1: {
      pt: {
        subject: 'Último dia do seu teste grátis do Kumbu',
        body: ['O seu teste grátis termina dentro de {left}, a {when} (hora de Luanda).', 'Escolha um plano hoje para continuar a registar sem limites.'],
        button: 'Escolher um plano',
      },
      en: {
        subject: 'Last day of your Kumbu free trial',
        body: ['Your free trial ends in {left}, on {when} (Luanda time).', 'Choose a plan today to keep recording without limits.'],
        button: 'Choose a plan',
      },
    },
    0: {
      pt: {
        subject: 'O seu teste grátis do Kumbu terminou',
        body: ['O seu teste grátis terminou a {when} (hora de Luanda). Os seus dados continuam guardados e passou ao plano gratuito: até {limit} registos por mês.', 'Para voltar a ter tudo sem limites, subscreva um plano.'],
        button: 'Subscrever',
      },
      en: {
        subject: 'Your Kumbu free trial has ended',
        body: ['Your free trial ended on {when} (Luanda time). Your data is all still here and you are on the free plan now: up to {limit} records a month.', 'To get everything back without limits, subscribe to a plan.'],
        button: 'Subscribe',
      },
    },
  },
  plan: {
    3: {
      pt: {
        subject: 'O seu plano {plan} do Kumbu termina dentro de {left}',
        body: ['O seu plano {plan} termina a {when} (hora de Luanda).', 'Renove para continuar sem interrupções.'],
        button: 'Renovar plano',
      },
      en: {
        subject: 'Your Kumbu {plan} plan ends in {left}',
        body: ['Your {plan} plan ends on {when} (Luanda time).', 'Renew to keep going without interruption.'],
        button: 'Renew plan',
      },
    },
    1: {
      pt: {
        subject: 'Último dia do seu plano {plan} do Kumbu',
        body: ['O seu plano {plan} termina dentro de {left}, a {when} (hora de Luanda).', 'Renove hoje para continuar sem interrupções.'],
        button: 'Renovar plano',
      },
      en: {
        subject: 'Last day of your Kumbu {plan} plan',
        body: ['Your {plan} plan ends in {left}, on {when} (Luanda time).', 'Renew today to keep going without interruption.'],
        button: 'Renew plan',
      },
    },
    0: {
      pt: {
        subject: 'O seu plano {plan} do Kumbu terminou',
        body: ['O seu plano {plan} terminou a {when} (hora de Luanda). Os seus dados continuam guardados e passou ao plano gratuito: até {limit} registos por mês.', 'Para voltar a ter tudo sem limites, renove o seu plano.'],
        button: 'Renovar plano',
      },
      en: {
        subject: 'Your Kumbu {plan} plan has ended',
        body: ['Your {plan} plan ended on {when} (Luanda time). Your data is all still here and you are on the free plan now: up to {limit} records a month.', 'To get everything back without limits, renew your plan.'],
        button: 'Renew plan',
      },
    },
  },
} as const satisfies Record<NoticeKind, Record<NoticeDays, Record<Lang, NoticeTexts>>>;

const COMMON = {
  heading: { pt: 'Olá, {name}', en: 'Hello, {name}' },
  price: { pt: 'O plano {plan} custa {price} por mês.', en: 'The {plan} plan is {price} a month.' },
  keep: {
    pt: 'Se não renovar, não perde nada: os seus dados ficam guardados e passa ao plano gratuito, com até {limit} registos por mês.',
    en: 'If you do not renew, you lose nothing: your data stays and you move to the free plan, with up to {limit} records a month.',
  },
  footer: {
    pt: 'Esta é uma mensagem de serviço sobre a sua subscrição do Kumbu: é enviada mesmo com os relatórios por e-mail desligados.',
    en: 'This is a service message about your Kumbu subscription: it is sent even with e-mail reports turned off.',
  },
} as const satisfies Record<string, Bilingual>;

export const SUBSCRIPTION_EMAIL_TEXTS = { notices: TEXTS, common: COMMON };

export interface SubscriptionEmailFacts {
  readonly kind: NoticeKind;
  readonly daysBefore: NoticeDays;
  readonly endsAt: Date;
  readonly now: Date;
  readonly tier: string;
  readonly limit: number;
  readonly settingsUrl: string;
}

export function subscriptionEmail(f: SubscriptionEmailFacts, lang: Lang, to: string, name: string): MailMessage {
  const t: NoticeTexts = TEXTS[f.kind][f.daysBefore][lang];
  const plan = planLabel(f.tier, lang);
  const values = {
    name, plan, limit: f.limit, when: endsAtText(f.endsAt, lang), left: timeLeftText(f.endsAt.getTime() - f.now.getTime(), lang),
  };
  const paragraphs = t.body.map((p) => interpolate(p, values));
  if (f.daysBefore !== 0) {
    const price = monthlyPriceText(f.tier, lang);
    if (price) paragraphs.push(interpolate(COMMON.price[lang], { plan, price }));
    paragraphs.push(interpolate(COMMON.keep[lang], values));
  }
  const heading = interpolate(COMMON.heading[lang], values);
  const button = { label: t.button, url: f.settingsUrl };
  const footer = COMMON.footer[lang];
  const text = [heading, '', ...paragraphs, '', `${button.label}: ${button.url}`, '', footer].join('\n');
  return { to, subject: interpolate(t.subject, values), text, html: emailHtml({ lang, heading, paragraphs, button, footer }) };
}
