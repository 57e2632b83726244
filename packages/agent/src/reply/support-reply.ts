// What a person who asked for a person is told (issue 16, item 5): the request's number, who
// answers, where and how soon, and the team's address. Pure; both languages beside each other
// (a test checks they carry the same placeholders).
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type Reply } from './replies';

export const SUPPORT_TEXTS = {
  supportOpened: {
    pt: '🙋 Pedido de suporte n.º {reference} registado. A nossa equipa responde-lhe aqui no WhatsApp ou por e-mail em até 1 dia útil (seg–sex, 8h–17h, hora de Luanda). Também pode escrever para {email}.',
    en: '🙋 Support request no. {reference} registered. Our team will answer you here on WhatsApp or by e-mail within 1 working day (Mon–Fri, 8am–5pm Luanda time). You can also write to {email}.',
  },
  // Asked again within the half hour: the same request, and the team already knows.
  supportAlreadyOpen: {
    pt: '🙋 O seu pedido de suporte n.º {reference} já está registado e a equipa já foi avisada. Responde-lhe aqui no WhatsApp ou por e-mail em até 1 dia útil (seg–sex, 8h–17h, hora de Luanda). Também pode escrever para {email}.',
    en: '🙋 Your support request no. {reference} is already registered and the team has been told. They will answer you here on WhatsApp or by e-mail within 1 working day (Mon–Fri, 8am–5pm Luanda time). You can also write to {email}.',
  },
} as const satisfies Record<string, Bilingual>;

export function supportReply(lang: Lang, facts: { readonly reference: string; readonly email: string; readonly created: boolean }): Reply {
  const key = facts.created ? 'supportOpened' : 'supportAlreadyOpen';
  return { text: interpolate(SUPPORT_TEXTS[key][lang], { reference: facts.reference, email: facts.email }) };
}
