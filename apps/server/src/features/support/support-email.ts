// The team's e-mail for one support request: who asked (name, number, e-mail, plan), what they
// wrote, and the recent WhatsApp conversation both ways, so whoever picks it up needs nothing
// else to answer. The team reads Portuguese and English: labels carry both ("Nome / Name").
import { resolveProfileName } from '@kumbu/core/profile-name';
import { planLabel, subscriptionStatusLabel } from '@kumbu/core/subscription-status';
import type { ConversationLine, SupportRequester, SupportRequestRow } from '@kumbu/db/support-requests';
import type { MailMessage } from '../../adapters/mail/mailer';
import { escapeHtml } from '../../emails/layout';
import { storedPayloadSchema, textOf } from '../whatsapp/envelope';
import { outgoingSchema } from '../whatsapp/outgoing';

/** What one stored WhatsApp message said, as plain text (media without a caption named by its type). */
export function lineText(line: ConversationLine): string {
  if (line.direction === 'in') {
    const stored = storedPayloadSchema.safeParse(line.payload);
    if (!stored.success) return '[?]';
    const text = textOf(stored.data.message);
    return text !== '' ? text : `[${stored.data.message.type}]`;
  }
  const out = outgoingSchema.safeParse(line.payload);
  if (!out.success) return '[?]';
  return out.data.type === 'template' ? `[template ${out.data.name}]` : out.data.text;
}

/** "2026-11-27 16:05" in Luanda (the team's clock too). */
function luandaTime(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Luanda', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at);
}

function planOf(p: SupportRequester | null): string {
  if (!p?.tier) return '—';
  const until = p.expiresAt ? ` → ${luandaTime(p.expiresAt).slice(0, 10)}` : '';
  return `${planLabel(p.tier, 'pt')} · ${subscriptionStatusLabel(p.status ?? 'unknown', 'pt')}${p.trial ? ' (trial)' : ''}${until}`;
}

export function supportEmail(to: string, request: SupportRequestRow, person: SupportRequester | null, conversation: readonly ConversationLine[]): MailMessage {
  const name = person ? resolveProfileName({ storedName: person.fullName, authName: person.authName, email: person.email }).fullName : '—';
  const facts: [string, string][] = [
    ['Pedido / Request', request.reference],
    ['Nome / Name', name],
    ['WhatsApp', person?.whatsappId ? `+${person.whatsappId}` : '—'],
    ['E-mail', person ? `${person.email}${person.emailVerified ? '' : ' (não confirmado / unverified)'}` : '—'],
    ['Plano / Plan', planOf(person)],
    ['Língua / Language', person?.language ?? '—'],
    ['Canal / Channel', request.channel],
    ['Recebido / Received', `${luandaTime(request.createdAt)} (Luanda)`],
  ];
  const lines = conversation.map((l) => ({ at: luandaTime(l.at), who: l.direction === 'in' ? name : 'Kumbu', text: lineText(l) }));
  const subject = `[Kumbu] Pedido de suporte / Support request ${request.reference} — ${name.replace(/\s+/g, ' ').slice(0, 80)}`;
  const text = [
    `Pedido de suporte / Support request ${request.reference}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensagem / Message:',
    request.message,
    '',
    `Conversa recente / Recent conversation (${lines.length}):`,
    // A reply's further lines indented under it, so each message still starts a line of its own.
    ...lines.map((l) => `[${l.at}] ${l.who}: ${l.text.replace(/\n/g, '\n    ')}`),
    '',
    'Responda pelo WhatsApp ou por e-mail em até 1 dia útil. / Answer on WhatsApp or by e-mail within 1 working day.',
  ].join('\n');
  const rows = facts.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#5b6f6a">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('');
  const talk = lines.map((l) => `<p style="margin:0 0 8px"><span style="color:#5b6f6a">[${escapeHtml(l.at)}] ${escapeHtml(l.who)}:</span> ${escapeHtml(l.text).replace(/\n/g, '<br>')}</p>`).join('');
  const html = `<!doctype html><html lang="pt"><body style="margin:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#14302b">
<div style="max-width:640px;margin:0 auto;padding:24px"><div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Pedido de suporte / Support request ${escapeHtml(request.reference)}</h1>
<table style="border-collapse:collapse;margin-bottom:16px">${rows}</table>
<h2 style="font-size:16px;margin:0 0 8px">Mensagem / Message</h2><p style="margin:0 0 16px">${escapeHtml(request.message).replace(/\n/g, '<br>')}</p>
<h2 style="font-size:16px;margin:0 0 8px">Conversa recente / Recent conversation</h2>${talk || '<p>—</p>'}
</div></div></body></html>`;
  return { to, subject, text, html };
}
