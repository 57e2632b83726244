// Which record an undo or a correction names by its place (issue 16, items 2 and 3): "apaga o 2"
// and "o segundo era 5 mil" count in the list the last message wrote; "o penúltimo" counts back
// from the latest record.
import { fold } from './text';

/** `list`: the nth record of the last message's list; `end`: the nth latest record (2 = "o penúltimo"). */
export interface RecordPosition { readonly from: 'list' | 'end'; readonly n: number }

const ORDINALS: Readonly<Record<string, number>> = {
  primeiro: 1, primeira: 1, first: 1, segundo: 2, segunda: 2, second: 2, terceiro: 3, terceira: 3, third: 3,
  quarto: 4, quarta: 4, fourth: 4, quinto: 5, quinta: 5, fifth: 5, sexto: 6, sexta: 6, sixth: 6,
};

const FROM_END = /(?<![\p{L}])(?:o |a |the )?(antepenultim[oa]|penultim[oa]|last but one|second to last|second last|one before last|third to last)(?![\p{L}])/u;
// "apaga o 2", "o nº 3", "o segundo", "the second one", "number 2", "#2" (not "2 mil", "o 2º dia").
const IN_LIST = /(?<![\p{L}\p{N}])(?:(?:o|a|the)\s+(?:(?:n[º°o.]?|numero|number)\s*)?(\d{1,2})(?!\s*(?:mil|k|kz|paus?|contos?|[º°ª]|[.,]\d|\d|\s*(?:de|dias?|days?|horas?|%)))|(?:n[º°o.]|numero|number|#)\s*(\d{1,2})(?![\d.,])|(?:o|a|the)\s+(primeir[oa]|first|segund[oa]|second|terceir[oa]|third|quart[oa]|fourth|quint[oa]|fifth|sext[oa]|sixth)(?:\s+(?:registo|movimento|item|one|entry))?(?![\p{L}]))/u;

export function recordPosition(text: string): RecordPosition | null {
  const folded = fold(text);
  const end = FROM_END.exec(folded)?.[1];
  if (end !== undefined) return { from: 'end', n: /^ante|third/u.test(end) ? 3 : 2 };
  const m = IN_LIST.exec(folded);
  if (!m) return null;
  const n = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? Number(m[2]) : ORDINALS[m[3] ?? ''];
  return n !== undefined && n >= 1 && n <= 10 ? { from: 'list', n } : null;
}
