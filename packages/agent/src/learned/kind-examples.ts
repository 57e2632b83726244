// Which labelled messages teach the kind model: every record that is not a transfer, read as
// recordKind() reads it (folded, words taken back left out). A message of several records
// teaches one example per record when it cuts into as many groups as it has labelled records,
// each group read as understand() reads it (a group with no verb borrows the first group's).
import { type LabelledMessage } from '../dataset';
import { withoutRetracted } from '../kind-rules';
import { hasOwnAction, itemTexts, leadingVerb } from '../several-items';
import { fold } from '../text';
import { isLearnedKind, type LearnedKind } from './kind-spec';
import { type Example } from './train';

/** The text the kind model reads, from a message as typed. */
export const kindText = (typed: string): string => withoutRetracted(fold(typed));

export function kindExamples(messages: readonly LabelledMessage[]): Example<LearnedKind>[] {
  return messages.flatMap((m): Example<LearnedKind>[] => {
    if (m.intent !== 'record') return [];
    if (m.items !== undefined && m.items.length > 1) return itemExamples(m, m.items);
    return isLearnedKind(m.kind) ? [{ folded: kindText(m.text), label: m.kind }] : [];
  });
}

function itemExamples(m: LabelledMessage, items: readonly NonNullable<LabelledMessage['items']>[number][]): Example<LearnedKind>[] {
  const text = m.text.trim();
  const groups = itemTexts(text);
  if (groups === null || groups.length !== items.length) {
    // Cut otherwise than labelled: the whole message teaches only when every record is of one kind.
    const kinds = new Set(items.map((i) => i.kind));
    return kinds.size === 1 && isLearnedKind(m.kind) ? [{ folded: kindText(text), label: m.kind }] : [];
  }
  const verb = leadingVerb(groups[0]?.text ?? '');
  return groups.flatMap((g, i) => {
    const kind = items[i]?.kind ?? null;
    if (!isLearnedKind(kind)) return [];
    const said = g.text.trim();
    const read = i > 0 && !hasOwnAction(said) && verb !== null ? `${verb} ${said}` : said;
    return [{ folded: kindText(read), label: kind }];
  });
}
