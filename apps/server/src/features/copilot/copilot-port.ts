// The real ConversationPort: understand the message (packages/agent), act on it with the
// worker's transaction only, and answer in the user's language. Never silent: anything not
// understood gets examples. Nothing slow runs in `handle` (no network), only a few queries on
// `tx`: a model's call and a document's download are `prepare`'s, before the transaction.
import { dayOf, zoneOffsetMs } from '@kumbu/core/date-range';
import { fold as foldText } from '@kumbu/agent/text';
import { smallTalkKind } from '@kumbu/agent/intent-rules';
import { EMPTY_MEMORY, parseMemory } from '@kumbu/agent/category-memory';
import { understand } from '@kumbu/agent/understand';
import { MODEL_THRESHOLD, mergeSuggestion, modelMessages, type ModelSuggestion, type UnderstandingModel } from '@kumbu/agent/model';
import { asksWhatIsLeft, soundsLikeSaving } from '@kumbu/agent/goals';
import { exceedsAmountCap } from '@kumbu/agent/amount-cap';
import {
  accountDeletionReply, amountTooLargeReply, statementHelpReply, foreignCurrencyReply, greetingReply, helpReply, parseCategoryRow, recordIdOfCategoryButton, recordIdOfUndoButton, simpleReply, unknownReply,
  type Reply,
} from '@kumbu/agent/reply/replies';
import { getProfile } from '@kumbu/db/accounts';
import { getCategoryMemory, hasTalkedBefore, setProfileLanguage } from '@kumbu/db/copilot';
import type { ConversationInput, ConversationPort, OutgoingMessage, PrepareInput } from '../whatsapp/conversation-port';
import { DECLINE_REPAYMENT_ID, parseConfirmRepayment, repaymentDeclinedReply, type RepaymentProposal } from '@kumbu/agent/reply/repayment-check';
import type { Understanding } from '@kumbu/agent/understanding';
import type { Lang } from '@kumbu/core/lang';
import { toOutgoing, type CopilotContext } from './copilot-context';
import { recordAction } from './record-action';
import { deleteAction, undoAction } from './undo-action';
import { categoryChoicesAction, setCategoryAction } from './category-action';
import { queryAction } from './query-action';
import { budgetAction } from './budget-action';
import { goalAction, namedGoalProgress, savingContribution } from './goal-action';
import { reportAction } from './report-action';
import { checkDailyRequests } from './daily-requests';
import { transferAction } from './transfer-action';
import { balancesAction, newAccountAction } from './accounts-action';
import { fxAction } from './fx-action';
import { severalRecordsAction, undoAllAction } from './several-records-action';
import { loadConversation, saveConversation } from './conversation-memory';
import { restOfFollowUp } from './follow-up-action';
import { withFollowUp } from '@kumbu/agent/follow-ups';
import { knownAccounts } from './account-resolve';
import { supportAction, type SupportOptions } from './support-action';
import { DEFAULT_SUPPORT_EMAIL } from '../../config';
import { type Advisor, adviceAction, isPreparedAdvice } from './advice-action';
import { statementAction } from './statement-action';
import type { MediaFile } from '../../adapters/whatsapp/whatsapp-sender';
import { documentOf, downloadDocument, isDocumentDownload } from './statement-download';
import { keptChoiceAction, keptChoiceOf, keptOfferAfterLinking, keptOfferFor } from './kept-messages';

export interface CopilotOptions {
  /** The web app's public address (links to /settings and the dashboard). */
  readonly publicUrl: string;
  /** An optional language model for messages the rules are unsure of (MODEL_URL); never required. */
  readonly model?: UnderstandingModel | null;
  /** Where a person asking for the team is pointed (SUPPORT_EMAIL), and the after-commit e-mail's cue. */
  readonly support?: SupportOptions;
  /** With a model: advice questions answered with tool calls over the sender's figures (decision 0021). */
  readonly advisor?: Advisor | null;
  /** Downloads an inbound document (the WhatsApp sender's fetchMedia); absent = documents are not read. */
  readonly fetchMedia?: (mediaId: string, maxBytes?: number) => Promise<MediaFile>;
}

export function createCopilotPort(options: CopilotOptions): ConversationPort {
  const port: ConversationPort = {
    async handle(input: ConversationInput): Promise<OutgoingMessage[]> {
      const replies = await answer(input, options);
      // What the number sent before it had an account, offered once (issue 16 item 6).
      const offer = input.keptWaiting === false ? [] : await keptOfferFor(input, options.publicUrl);
      return [...replies, ...offer].map(toOutgoing);
    },
    async afterLinking(input) {
      return (await keptOfferAfterLinking(input, options.publicUrl)).map(toOutgoing);
    },
  };
  const model = options.model;
  const advisor = options.advisor;
  const fetchMedia = options.fetchMedia;
  if (model || advisor || fetchMedia) {
    // Runs before the worker's transaction: a statement document is downloaded; otherwise the
    // rules' first guess (without the user's memory, which needs the database) decides whether
    // the model is worth asking at all.
    port.prepare = async (p: PrepareInput): Promise<unknown> => {
      const document = documentOf(p.message);
      if (document) return fetchMedia ? downloadDocument(fetchMedia, document.id) : null;
      if (!model && !advisor) return null;
      const ctx = { today: dayOf(p.now) };
      const guess = understand(p.text, ctx);
      // "posso gastar 50 mil este fim de semana?": the model answers with Kumbu's read-only tools.
      if (guess.advice) return advisor && p.fromId !== undefined ? advisor.prepare(p.text, p.fromId, p.now, guess.lang) : null;
      if (!model || guess.confidence >= MODEL_THRESHOLD) return null;
      return model.suggest(modelMessages(p.text, ctx, guess));
    };
    // Without a model only documents have slow work: the worker keeps group commit for the rest.
    if (!model && !advisor) port.prepares = (p: PrepareInput): boolean => documentOf(p.message) !== undefined;
  }
  return port;
}

/** A confirmed repayment as the record action takes it. */
function repaymentUnderstanding(p: RepaymentProposal, lang: Lang): Understanding {
  return {
    intent: 'record', lang, kind: p.kind, amountCents: p.amountCents, currency: p.currency, category: null, party: p.party,
    date: p.day, dateStated: true, description: p.description, confidence: 1,
  };
}

/** What `prepare` handed over: a model's suggestion, or nothing. */
function suggestionOf(prepared: unknown): ModelSuggestion | null {
  return typeof prepared === 'object' && prepared !== null && !isPreparedAdvice(prepared) && !isDocumentDownload(prepared) ? prepared : null;
}

async function answer(input: ConversationInput, options: CopilotOptions): Promise<Reply[]> {
  const today = dayOf(input.now);
  const base: CopilotContext = {
    tx: input.tx, userId: input.userId, profileLang: input.lang, lang: input.lang, now: input.now, today, publicUrl: options.publicUrl,
    inboundId: input.inboundId, written: new Map(), ...(input.rememberLater ? { rememberLater: input.rememberLater } : {}),
    ...(input.subscription === undefined ? {} : { subscription: input.subscription }),
  };
  // A tapped Undo or "Mudar categoria" button, or a category row, names the record it is about.
  const buttonId = input.message.interactive?.button_reply?.id;
  if (buttonId !== undefined) {
    const recordId = recordIdOfUndoButton(buttonId);
    if (recordId) return deleteAction(base, recordId);
    const toCategorise = recordIdOfCategoryButton(buttonId);
    if (toCategorise) return categoryChoicesAction(base, toCategorise);
    // "Não tenho dívida registada…": Sim records what the button carries, Não records nothing.
    const repayment = parseConfirmRepayment(buttonId);
    if (repayment) return recordAction(base, repaymentUnderstanding(repayment, base.lang), { confirmed: true, questionId: repayment.questionId });
    if (buttonId === DECLINE_REPAYMENT_ID) return [repaymentDeclinedReply(base.lang)];
    // "Sim, registar" / "Não" on the offer of what was sent before sign-up.
    const keptChoice = keptChoiceOf(buttonId);
    if (keptChoice !== null) return keptChoiceAction(base, input.waId, keptChoice, input.categoryMemory);
  }
  // A statement sent as a document, or a tap on its summary: the file decides, never its caption (issue 18).
  const statement = await statementAction(base, input, options.fetchMedia);
  if (statement) return statement;
  const listId = input.message.interactive?.list_reply?.id;
  const row = parseCategoryRow(listId);
  if (row) return setCategoryAction(base, row.recordId, row.category);
  // The undo list of a message with several records: one of them, or all.
  const oneOfSeveral = recordIdOfUndoButton(listId);
  if (oneOfSeveral) return deleteAction(base, oneOfSeveral);
  const undoneAll = listId === undefined ? null : await undoAllAction(base, listId);
  if (undoneAll) return undoneAll;

  const stored = input.categoryMemory !== undefined ? input.categoryMemory : await getCategoryMemory(input.tx, input.userId);
  const memory = stored === null ? EMPTY_MEMORY : parseMemory(stored);
  // The person's account names, so "do Poupança Casa" is read as they call it (issue 15).
  const accounts = await knownAccounts(base, input.accountNames);
  const alone = understand(input.text, { today, lang: input.lang, memory, accounts });
  // "e em transporte?", "ele devolveu metade": what the message leaves out, from the conversation (issue 16).
  const conversation = await loadConversation(base, input.conversationState);
  const ruled = withFollowUp(input.text, alone, conversation, today);
  // The model's advice counts only where the rules (now with the user's memory) are still unsure.
  const suggestion = suggestionOf(input.prepared);
  const u = suggestion && ruled.confidence < MODEL_THRESHOLD ? mergeSuggestion(ruled, suggestion, today) : ruled;
  const ctx: CopilotContext = { ...base, lang: u.lang, conversation };
  const replies = await act(ctx, u, input, options);
  await saveConversation(ctx, u, replies);
  return replies;
}

/** The action for what was understood. */
async function act(ctx: CopilotContext, u: Understanding, input: ConversationInput, options: CopilotOptions): Promise<Reply[]> {
  // Basic's daily cap (issue 7): over it, nothing is done and the reply says so.
  const overCap = await checkDailyRequests(ctx, u.intent);
  if (overCap) return overCap;
  // "devo pagar a renda ou a propina primeiro?": advice, never a record (advice-action.ts).
  if (u.advice) return adviceAction(ctx, u, input.prepared);

  // "gastei 800 rands": a figure in a currency Kumbu keeps no books in is never stored as kwanzas.
  if (u.foreignCurrency && (u.intent === 'record' || u.intent === 'budget' || u.intent === 'goal' || u.intent === 'undo')) {
    return [foreignCurrencyReply(ctx.lang, u.foreignCurrency)];
  }
  // Over one trillion kwanza: said plainly, nothing written (issue 14: no oversized row, no parked message).
  if (exceedsAmountCap(u)) return [amountTooLargeReply(ctx.lang)];

  // "quanto é 100 dólares em kz?": the stored rate and the sum converted (issue 15).
  if (u.fx) return fxAction(ctx, u.fx, input.text);

  // "quanto falta para o carro?": read as a balance question, unless it names one of the user's goals.
  if ((u.intent === 'query' || u.intent === 'unknown') && asksWhatIsLeft(input.text)) {
    const progress = await namedGoalProgress(ctx, input.text);
    if (progress) return progress;
  }

  if (u.intent === 'record' && u.kind === 'expense' && soundsLikeSaving(input.text)) {
    const contribution = await savingContribution(ctx, u, input.text);
    if (contribution) return contribution;
  }

  // "paguei o resto": the amount is what is still owed with the person the last record named.
  if (u.followUp === 'rest') {
    const rest = await restOfFollowUp(ctx, u);
    if (!rest.ok) return rest.replies;
    u = rest.u;
  }

  switch (u.intent) {
    // Withdrawals, deposits, top-ups, exchanges: between the person's own accounts, never income or expense.
    case 'record':
      // "paguei a ENDE 12 mil e a EPAL 5 mil": one record each, one confirmation (issue 16).
      if (u.items && u.items.length > 1) return severalRecordsAction(ctx, u.items);
      return u.kind === 'transfer' ? transferAction(ctx, u) : recordAction(ctx, u);
    case 'undo': return undoAction(ctx, u);
    case 'query': return u.query?.type === 'accounts' ? balancesAction(ctx, u) : queryAction(ctx, u);
    case 'account': return newAccountAction(ctx, u);
    case 'settings': {
      const language = u.settings?.language ?? ctx.lang;
      await setProfileLanguage(input.tx, input.userId, language);
      return [simpleReply('languageSet', language)];
    }
    // "apaga a minha conta": how to delete the account on the web; a message never deletes it.
    // "quero falar com o suporte": a support request, e-mailed to the team after commit.
    case 'help':
      if (u.helpTopic === 'statement') return [statementHelpReply(options.publicUrl, ctx.lang)];
      if (u.helpTopic === 'support') return supportAction(ctx, input.text, options.support ?? { email: DEFAULT_SUPPORT_EMAIL });
      return [u.helpTopic === 'deleteAccount' ? accountDeletionReply(options.publicUrl, ctx.lang) : helpReply(ctx.lang)];
    case 'greeting': {
      const profile = await getProfile(input.tx, input.userId);
      const kind = smallTalkKind(foldText(input.text));
      const introduce = kind === 'hello' && !(await hasTalkedBefore(input.tx, input.userId, input.inboundId));
      const hour = new Date(ctx.now.getTime() + zoneOffsetMs(ctx.now.getTime())).getUTCHours();
      return [greetingReply(ctx.lang, profile?.firstName ?? null, { kind, hour, introduce })];
    }
    case 'budget': return budgetAction(ctx, u);
    case 'goal': return goalAction(ctx, u, input.text);
    case 'report': return reportAction(ctx, u);
    case 'unknown':
      return [unknownReply(ctx.lang)];
  }
}
