// The one error vocabulary: a stable code, its HTTP status and its pt/en message.
// Server answers, web banners and WhatsApp replies all read from here, so a code means
// the same thing everywhere. Never answer an error with HTTP 200.
import { type Bilingual, type Lang, interpolate } from './lang';
import { MAX_RULE_WORDS } from './transfer-rules';

interface ErrorDef { readonly status: number; readonly message: Bilingual }

export const ERRORS = {
  'bad-request': { status: 400, message: { pt: 'Verifique os dados introduzidos.', en: 'Please check the data you entered.' } },
  'validation-failed': { status: 400, message: { pt: 'Alguns campos não são válidos.', en: 'Some fields are not valid.' } },
  'identifier-required': { status: 400, message: { pt: 'É necessário o whatsappId ou o e-mail.', en: 'Either whatsappId or email is required' } },
  'range-too-large': { status: 400, message: { pt: 'O intervalo escolhido é grande demais para atualizações em tempo real. Experimente um período menor.', en: 'Selected range is too large for live updates. Try a smaller window.' } },
  'invalid-cursor': { status: 400, message: { pt: 'O marcador de paginação não é válido.', en: 'The pagination cursor is not valid.' } },
  'unauthenticated': { status: 401, message: { pt: 'Sessão expirada. Tente novamente.', en: 'Session expired. Please try again.' } },
  'invalid-credentials': { status: 401, message: { pt: 'E-mail ou senha incorretos.', en: 'Incorrect e-mail or password.' } },
  // A settings action (change password or e-mail, delete the account) re-checks the current
  // password: 403, not the sign-in's 401 — the person is signed in, the session stays valid.
  'wrong-current-password': { status: 403, message: { pt: 'A senha atual está incorreta.', en: 'Your current password is incorrect.' } },
  'email-not-verified': { status: 403, message: { pt: 'Por favor, verifique o seu e-mail antes de entrar.', en: 'Please verify your email before signing in.' } },
  'forbidden': { status: 403, message: { pt: 'Não tem permissão para esta ação.', en: 'You are not allowed to do this.' } },
  'cross-origin': { status: 403, message: { pt: 'Pedido recusado: veio de outro site. Abra o Kumbu diretamente e tente de novo.', en: 'Request refused: it came from another site. Open Kumbu directly and try again.' } },
  'not-found': { status: 404, message: { pt: 'Não encontrado.', en: 'Not found.' } },
  'record-not-found': { status: 404, message: { pt: 'Registo não encontrado.', en: 'Record not found.' } },
  'budget-not-found': { status: 404, message: { pt: 'Não tem orçamento para esta categoria.', en: 'There is no budget for this category.' } },
  'goal-not-found': { status: 404, message: { pt: 'Meta não encontrada.', en: 'Goal not found.' } },
  'email-in-use': { status: 409, message: { pt: 'Este e-mail ou número de telefone já está associado a uma conta. Entre na sua conta para continuar.', en: 'This email or phone number is already associated with an account. Please sign in to continue.' } },
  'idempotency-conflict': { status: 409, message: { pt: 'Esta chave de idempotência já foi usada com outro pedido.', en: 'This idempotency key was already used with a different request.' } },
  'username-taken': { status: 409, message: { pt: 'Este nome de utilizador já está a ser usado.', en: 'This username is already taken.' } },
  'weak-password': { status: 400, message: { pt: 'Essa senha é demasiado comum. Escolha outra.', en: 'That password is too common. Please choose another.' } },
  'invalid-token': { status: 400, message: { pt: 'A ligação é inválida ou expirou.', en: 'The link is invalid or has expired.' } },
  'payload-too-large': { status: 413, message: { pt: 'O pedido é grande demais.', en: 'The request is too large.' } },
  'rate-limited': { status: 429, message: { pt: 'Demasiadas tentativas. Tente novamente dentro de alguns minutos.', en: 'Too many attempts. Try again in a few minutes.' } },
  // Accounts and onboarding (spec §5, §7, §8).
  'onboarding-auth-required': { status: 401, message: { pt: 'É necessário autenticar-se para concluir o registo.', en: 'Firebase authentication required for onboarding' } },
  'bot-check-failed': { status: 403, message: { pt: 'A validação reCAPTCHA falhou. Tente novamente.', en: 'reCAPTCHA validation failed. Please try again.' } },
  'invalid-code': { status: 400, message: { pt: 'Código inválido.', en: 'Invalid code.' } },
  'code-expired': { status: 400, message: { pt: 'O código expirou. Peça um novo código.', en: 'This code has expired. Ask for a new one.' } },
  'code-attempts-exceeded': { status: 429, message: { pt: 'Demasiados códigos errados. Peça um novo código.', en: 'Too many wrong codes. Ask for a new one.' } },
  'sms-send-failed': { status: 502, message: { pt: 'Falha ao enviar o código de verificação. Tente novamente.', en: 'Failed to send verification code. Please try again.' } },
  'email-send-failed': { status: 502, message: { pt: 'Falha ao enviar o e-mail de verificação.', en: 'Failed to send verification email' } },
  'already-active': { status: 409, message: { pt: 'A sua conta já está ativa! Use o WhatsApp para aceder.', en: 'Your account is already active! Use WhatsApp to access.' } },
  // WhatsApp number proof (decision 0016).
  'whatsapp-in-use': { status: 409, message: { pt: 'Este número de WhatsApp já está ligado a outra conta Kumbu.', en: 'This WhatsApp number is already linked to another Kumbu account.' } },
  'no-number-claim': { status: 409, message: { pt: 'Não há nenhum número por confirmar nesta conta.', en: 'There is no number waiting to be confirmed on this account.' } },
  'idempotency-in-progress': { status: 409, message: { pt: 'Um pedido com esta chave de idempotência ainda está a ser processado.', en: 'A request with this idempotency key is still being processed.' } },
  // Billing (issue 7): renewals and payments (docs/billing-api.md).
  'idempotency-key-required': { status: 400, message: { pt: 'Falta o cabeçalho Idempotency-Key: sem ele um pagamento repetido podia ser cobrado duas vezes.', en: 'The Idempotency-Key header is missing: without it a repeated payment could be charged twice.' } },
  'plan-on-request': { status: 400, message: { pt: 'O plano Ilimitado é por pedido. Fale connosco para receber uma proposta.', en: 'The Unlimited plan is on request. Contact us for a quote.' } },
  'total-mismatch': { status: 409, message: { pt: 'O total enviado não corresponde ao preço atual do plano. Atualize a página e confirme o novo total.', en: 'The total sent does not match the plan\'s current price. Refresh the page and confirm the new total.' } },
  'payment-method-unavailable': { status: 400, message: { pt: 'Este meio de pagamento não está disponível de momento. Escolha outro.', en: 'This payment method is not available right now. Please choose another.' } },
  'payment-declined': { status: 402, message: { pt: 'O pagamento foi recusado. Experimente outro cartão ou outro meio de pagamento.', en: 'The payment was declined. Try another card or another payment method.' } },
  'insufficient-funds': { status: 402, message: { pt: 'O cartão não tem saldo suficiente. Experimente outro cartão ou outro meio de pagamento.', en: 'The card has insufficient funds. Try another card or another payment method.' } },
  'payment-failed': { status: 502, message: { pt: 'O serviço de pagamentos respondeu com um erro. Tente novamente mais tarde ou escolha outro meio de pagamento.', en: 'The payment service answered with an error. Please try again later or choose another payment method.' } },
  'payment-gateway-unavailable': { status: 503, message: { pt: 'O serviço de pagamentos não está disponível. Nada foi cobrado; tente novamente dentro de alguns minutos.', en: 'The payment service is not available. Nothing was charged; please try again in a few minutes.' } },
  'invalid-signature': { status: 401, message: { pt: 'A assinatura da notificação não é válida.', en: 'The notification signature is not valid.' } },
  'database-unavailable': { status: 503, message: { pt: 'A base de dados não está disponível.', en: 'The database is not available.' } },
  // Plan limits (issue 7): the server's answer names the reset time and the upgrade link
  // (plan-limits.ts apiLimitMessage); these are the short forms for a client that has only the code.
  'plan-limit-hour': { status: 429, message: { pt: 'Atingiu o limite de pedidos por hora do seu plano. Tente de novo na próxima hora ou mude de plano nas Definições.', en: 'You have reached your plan\'s hourly request limit. Try again next hour or upgrade your plan in Settings.' } },
  'plan-limit-day': { status: 429, message: { pt: 'Atingiu o limite de pedidos por dia do seu plano. Tente de novo amanhã ou mude de plano nas Definições.', en: 'You have reached your plan\'s daily request limit. Try again tomorrow or upgrade your plan in Settings.' } },
  // The free allowance (record-allowance.ts): 402, not 429 — waiting a moment does not lift it,
  // paying does. The answer's `error` adds the renewal day and the link; the 50 is
  // FREE_ALLOWANCE_RECORDS_PER_MONTH (a test keeps them equal).
  'free-allowance-reached': { status: 402, message: { pt: 'Este registo NÃO foi guardado: já usou os 50 registos gratuitos deste mês. Para registar sem limites, subscreva nas Definições.', en: 'This record was NOT saved: you have used this month\'s 50 free records. To record without limits, subscribe in Settings.' } },
  // Money accounts, transfers and exchange rates (issue 15; docs/money-accounts-api.md).
  'account-not-found': { status: 404, message: { pt: 'Conta não encontrada.', en: 'Account not found.' } },
  'account-name-taken': { status: 409, message: { pt: 'Já tem uma conta com este nome. Escolha outro.', en: 'You already have an account with this name. Choose another.' } },
  'account-default-archive': { status: 409, message: { pt: 'A conta principal de cada moeda não pode ser arquivada. Escolha outra como principal primeiro.', en: 'The main account of a currency cannot be archived. Make another one the main account first.' } },
  'account-archived': { status: 409, message: { pt: 'Esta conta está arquivada: reative-a antes de lhe juntar movimentos.', en: 'This account is archived: restore it before adding movements to it.' } },
  'account-limit': { status: 409, message: { pt: 'Atingiu o número máximo de contas (50). Arquive as que já não usa.', en: 'You have reached the maximum number of accounts (50). Archive the ones you no longer use.' } },
  'account-currency-mismatch': { status: 400, message: { pt: 'A moeda não corresponde à da conta escolhida.', en: 'The currency does not match the chosen account\'s.' } },
  'iban-invalid': { status: 400, message: { pt: 'IBAN inválido: um IBAN angolano começa por AO06 e tem 25 caracteres; verifique os dígitos.', en: 'Invalid IBAN: an Angolan IBAN starts with AO06 and has 25 characters; check the digits.' } },
  'transfer-same-account': { status: 400, message: { pt: 'Uma transferência precisa de duas contas diferentes.', en: 'A transfer needs two different accounts.' } },
  'transfer-accounts-required': { status: 400, message: { pt: 'Indique a conta de origem e a conta de destino da transferência.', en: 'Choose the account the transfer comes from and the one it goes to.' } },
  'transfer-rate-needed': { status: 400, message: { pt: 'Entre moedas diferentes, indique o valor recebido ou a taxa de câmbio usada.', en: 'Between different currencies, give the amount received or the exchange rate used.' } },
  'fx-rate-invalid': { status: 400, message: { pt: 'Taxa de câmbio inválida: use um número positivo, por exemplo 912,34.', en: 'Invalid exchange rate: use a positive number, for example 912.34.' } },
  'fx-provider-failed': { status: 502, message: { pt: 'O serviço de câmbios não respondeu com uma taxa válida.', en: 'The exchange-rate service did not answer with a valid rate.' } },
  // Statement imports (issue 18; docs/imports.md). An unreadable file's answer says why and where
  // (packages/imports/src/messages.ts); these are the short forms.
  'import-unreadable': { status: 422, message: { pt: 'Não consegui ler este ficheiro.', en: "I couldn't read this file." } },
  'import-not-found': { status: 404, message: { pt: 'Importação não encontrada.', en: 'Import not found.' } },
  'import-upload-expired': { status: 404, message: { pt: 'O ficheiro já não está guardado. Envie-o de novo.', en: 'The file is no longer kept. Please send it again.' } },
  'import-already-undone': { status: 409, message: { pt: 'Esta importação já foi anulada.', en: 'This import was already undone.' } },
  'import-pdf-plan': { status: 402, message: { pt: 'Extratos em PDF estão incluídos a partir do plano Standard. CSV, Excel, OFX e SAF-T funcionam em todos os planos.', en: 'PDF statements are included from the Standard plan. CSV, Excel, OFX and SAF-T work on every plan.' } },
  'import-pages-quota': { status: 402, message: { pt: 'Este PDF tem {pages} páginas e restam {left} das páginas do seu plano este mês (renovam a {reset}).', en: 'This PDF has {pages} pages and {left} of your plan\'s pages are left this month (they renew on {reset}).' } },
  // Transfer rules (issue 18): "lines with these words on this account are transfers to that one".
  'transfer-rule-words': { status: 400, message: { pt: 'Escreva as palavras da linha do extrato que dizem que é uma transferência (pelo menos 3 letras), por exemplo LEV ATM.', en: 'Write the words of the statement line that say it is a transfer (at least 3 letters), for example LEV ATM.' } },
  'transfer-rule-words-long': { status: 400, message: { pt: `As palavras de uma regra de transferência são curtas: no máximo ${MAX_RULE_WORDS} letras e algarismos, por exemplo DEPOSITO NUMERARIO. Uma linha inteira do extrato só serviria para essa linha.`, en: `A transfer rule's words are short: at most ${MAX_RULE_WORDS} letters and digits, for example CASH DEPOSIT. A whole statement line would only fit that one line.` } },
  'transfer-rule-duplicate': { status: 409, message: { pt: 'Já tem uma regra com estas palavras para esta conta. Para a mudar, remova-a primeiro.', en: 'You already have a rule with these words for this account. To change it, remove it first.' } },
  'transfer-rule-same-account': { status: 400, message: { pt: 'Uma regra de transferência liga duas contas diferentes.', en: 'A transfer rule links two different accounts.' } },
  'transfer-rule-currency': { status: 400, message: { pt: 'As duas contas de uma regra de transferência têm de ter a mesma moeda.', en: 'Both accounts of a transfer rule must have the same currency.' } },
  'transfer-rule-not-found': { status: 404, message: { pt: 'Regra de transferência não encontrada.', en: 'Transfer rule not found.' } },
  // Spec §8 (Auth): the account's profile could not be written.
  'profile-create-failed': { status: 500, message: { pt: 'Não foi possível criar o perfil do utilizador.', en: 'Failed to create user profile' } },
  // The database refused or dropped a connection for a moment (full, restarting): nothing was lost, try again.
  'database-busy': { status: 503, message: { pt: 'O serviço está com muito movimento neste momento. Nada foi perdido: tente novamente dentro de alguns segundos.', en: 'The service is very busy right now. Nothing was lost: please try again in a few seconds.' } },
  'internal': { status: 500, message: { pt: 'Erro do servidor. Tente novamente dentro de alguns minutos.', en: 'Server error. Please try again in a few minutes.' } },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorMessage(code: ErrorCode, lang: Lang, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(ERRORS[code].message[lang], values);
}

/** The 429 message when the wait is known: "Too many attempts. Try again in 42 s." */
export const RATE_LIMITED_RETRY: Bilingual = {
  pt: 'Demasiadas tentativas. Tente novamente dentro de {seconds} s.',
  en: 'Too many attempts. Try again in {seconds} s.',
};

export function rateLimitedMessage(lang: Lang, retryAfterSeconds?: number): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return errorMessage('rate-limited', lang);
  return interpolate(RATE_LIMITED_RETRY[lang], { seconds: Math.ceil(retryAfterSeconds) });
}

/** A field-level problem inside a `validation-failed` answer. */
export interface FieldError { readonly field: string; readonly message: string }

/** The single answer shape of every API route (spec §7): `{ success, data?, error?, status }`. */
export type ApiAnswer<T> =
  | { readonly success: true; readonly status: number; readonly data: T }
  | {
    readonly success: false; readonly status: number; readonly error: string; readonly code: ErrorCode;
    readonly fields?: readonly FieldError[];
    /** On 429 answers: seconds until the caller may try again (also sent as Retry-After). */
    readonly retryAfter?: number;
    /** On `invalid-code`: wrong codes the caller may still enter. */
    readonly attemptsLeft?: number;
  };

/** Thrown by domain and server code; turned into an `ApiAnswer` at the HTTP edge. */
export class KumbuError extends Error {
  readonly code: ErrorCode;
  readonly fields: readonly FieldError[] | undefined;
  readonly retryAfter: number | undefined;
  readonly attemptsLeft: number | undefined;
  constructor(code: ErrorCode, options?: { fields?: readonly FieldError[]; cause?: unknown; detail?: string; retryAfter?: number; attemptsLeft?: number }) {
    super(options?.detail ?? code, { cause: options?.cause });
    this.name = 'KumbuError';
    this.code = code;
    this.fields = options?.fields;
    this.retryAfter = options?.retryAfter;
    this.attemptsLeft = options?.attemptsLeft;
  }
  get status(): number { return errorStatus(this.code); }
}
