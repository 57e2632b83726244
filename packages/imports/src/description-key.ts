// A statement description reduced to what two exports of the same movement share: no case, no
// accents, no punctuation, one space. "Compra TPA  Kero-Gika" and "COMPRA TPA KERO GIKA" agree.
export function descriptionKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words that say how money moved, not with whom or for what: they make two unrelated lines
// look alike ("COMPRA TPA KERO" and "COMPRA TPA SHOPRITE"), so matching ignores them.
const NOISE = new Set([
  'trf', 'transf', 'transferencia', 'compra', 'compras', 'pag', 'pagamento', 'pagto', 'tpa', 'pos', 'lev', 'levantamento', 'atm', 'mcx',
  'express', 'multicaixa', 'recebida', 'recebidas', 'recebido', 'enviada', 'enviado', 'para', 'p', 'de', 'do', 'da', 'dos', 'das', 'no', 'na',
  'em', 'e', 'o', 'a', 'com', 'por', 'ref', 'referencia', 'serv', 'servico', 'servicos', 'deb', 'cred', 'debito', 'credito', 'conta', 'ao',
  'kz', 'aoa', 'luanda', 'sa', 'lda', 'the', 'of', 'to', 'from', 'payment', 'card', 'cartao', 'gastei', 'paguei', 'recebi', 'mil',
]);

/** The words of a text that can tell two movements apart (3+ letters, no noise, no numbers). */
export function significantWords(text: string): Set<string> {
  return new Set(descriptionKey(text).split(' ').filter((w) => w.length >= 3 && !NOISE.has(w) && !/^\d+$/.test(w)));
}
