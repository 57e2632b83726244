// The second way to prove a number (decision 0016): the person sends "KUMBU-123456" (the
// prefilled wa.me message from Settings) from the number they claimed. Meta signs every
// webhook, so the sender's number is genuine: a message carrying a claim's code from that
// claim's number proves it. Read before normal routing, inside the inbox transaction, so
// the binding, the reply and the processed mark commit together. A message carrying a
// code is never handed to the co-pilot (its six digits are not an amount).
import { proofCodeIn } from '@kumbu/core/number-proof';
import { isLang, type Bilingual, type Lang } from '@kumbu/core/lang';
import { getProfile } from '@kumbu/db/accounts';
import { bindProvenNumber, findClaimByCode } from '@kumbu/db/whatsapp-claims';
import type { ClaimedProfile } from '@kumbu/db/whatsapp';
import type { Tx } from '@kumbu/db/database';
import type { OutgoingMessage } from '../../adapters/whatsapp/whatsapp-sender';

const CONFIRMED: Bilingual = {
  pt: '✅ Número confirmado! Este WhatsApp está agora ligado à sua conta Kumbu. Pode começar já: escreva, por exemplo, "gastei 5 mil no candongueiro".',
  en: '✅ Number confirmed! This WhatsApp is now linked to your Kumbu account. You can start right away: write, for example, "spent 5k on a taxi".',
};

const UNKNOWN_CODE: Bilingual = {
  pt: 'Não reconheço este código para este número. Abra as Definições do Kumbu e toque em "Confirmar pelo WhatsApp" para enviar o código certo a partir deste número.',
  en: 'I don\'t recognise this code for this number. Open Kumbu\'s Settings and tap "Confirm on WhatsApp" to send the right code from this number.',
};

const IN_USE: Bilingual = {
  pt: 'Este número já está ligado a outra conta Kumbu, por isso não o liguei a esta. Se precisar de ajuda, escreva para suporte@kumbu.ao.',
  en: 'This number is already linked to another Kumbu account, so I did not link it to this one. If you need help, write to suporte@kumbu.ao.',
};

export interface ProofOutcome {
  readonly replies: OutgoingMessage[];
  /** The account the message belongs to now (marked on the inbound row and its replies), or null. */
  readonly userId: string | null;
  /** The number was bound to the account by this message, in this language (what it sent before can be offered now). */
  readonly linked?: { readonly lang: Lang };
}

const say = (text: string): OutgoingMessage => ({ type: 'text', text });

function langOr(value: string | null | undefined, fallback: Lang): Lang {
  return isLang(value) ? value : fallback;
}

/**
 * A proof message's outcome, or null when `text` carries no code (then the message is
 * routed as usual). `sender` is the account that holds `fromId` proven, if any.
 */
export async function proofFromWhatsApp(tx: Tx, fromId: string, text: string, sender: ClaimedProfile | null): Promise<ProofOutcome | null> {
  const code = proofCodeIn(text);
  if (code === null) return null;
  const claim = await findClaimByCode(tx, fromId, code);
  if (!claim) {
    // A stranger's language is unknown: both, Portuguese first.
    const reply = sender ? UNKNOWN_CODE[langOr(sender.language, 'pt')] : `${UNKNOWN_CODE.pt}\n\n${UNKNOWN_CODE.en}`;
    return { replies: [say(reply)], userId: sender?.userId ?? null };
  }
  const claimant = await getProfile(tx, claim.userId);
  const lang = langOr(claimant?.language, 'pt');
  if (sender && sender.userId !== claim.userId) {
    // Told only to the number's owner (they sent from it). Their account keeps it.
    return { replies: [say(IN_USE[lang])], userId: sender.userId };
  }
  await bindProvenNumber(tx, claim.userId, fromId);
  return { replies: [say(CONFIRMED[lang])], userId: claim.userId, linked: { lang } };
}
