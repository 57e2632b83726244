// What a statement line says about its category. A bank writes the operation and its channel
// around the part that matters ("TRF P/ JOÃO BAPTISTA", "LEV ATM BFA KILAMBA", "COMPRA TPA
// SHOPRITE"): the co-pilot's keyword tables were written for chat messages, where "ATM",
// "transferência", "cartão" or a bank's name usually come with a bank charge ("o BAI cobrou 500
// do ATM"), so on a statement they filed every transfer and withdrawal under bank fees. These
// words are taken out before classifying; words that do name a charge (comissão, taxa, fee,
// anuidade, manutenção) stay, and so do merchants and counterparties. Not description-key.ts's
// NOISE list: that one also drops stop words (for matching), which the tables need inside their
// phrases («manutenção de conta»).
import { descriptionKey } from './description-key';

/** Operation, channel, direction and bank words of statement lines (folded, whole words). */
const STATEMENT_WORDS: ReadonlySet<string> = new Set([
  // Operations and their abbreviations.
  'trf', 'trfs', 'transf', 'transfer', 'transfers', 'transferencia', 'transferencias', 'lev', 'levant', 'levantamento', 'levantamentos',
  'withdrawal', 'wdl', 'compra', 'compras', 'purchase', 'pag', 'pagamento', 'payment', 'mov', 'movimento', 'operacao',
  'interbancaria', 'intrabancaria', 'interbank', 'intrabank',
  // Direction.
  'recebida', 'recebidas', 'recebido', 'enviada', 'enviadas', 'enviado', 'emitida', 'emitido', 'incoming', 'inward', 'outward', 'received', 'sent',
  // Channels and networks.
  'atm', 'tpa', 'pos', 'mcx', 'multicaixa', 'express', 'sptr', 'swift', 'sepa', 'visa', 'mastercard', 'card', 'cartao', 'online', 'app', 'netbanking', 'qr',
  // Banks (their names on a line say where, not what).
  'bai', 'bfa', 'bic', 'bpc', 'bni', 'bci', 'keve', 'atlantico', 'millennium', 'economico', 'yetu', 'standard',
]);

/** The line's words without the statement's own vocabulary, for the category classifier. */
export function categoryText(text: string): string {
  return descriptionKey(text).split(' ').filter((w) => w !== '' && !STATEMENT_WORDS.has(w)).join(' ');
}
