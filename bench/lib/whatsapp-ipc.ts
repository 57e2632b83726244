// Messages between the WhatsApp benchmark and its server child, with their guards (IPC
// hands over `unknown`). The child also answers ipc.ts's `stats` and `stop` commands.

/** How the child runs: the whole pipeline, or the webhook alone (no inbox worker, no dispatcher). */
export type WhatsAppMode = 'end-to-end' | 'webhook-only';

export interface WhatsAppReady {
  readonly type: 'whatsapp-ready';
  readonly port: number;
  readonly engine: 'postgres' | 'pglite';
  readonly note: string;
  /** Users created with a matched WhatsApp number and an active trial. */
  readonly users: number;
}

/** What the database holds at the end, to check every message was handled exactly once. */
export interface WhatsAppCounts {
  readonly type: 'whatsapp-counts';
  readonly inbound: number;
  readonly inboundProcessed: number;
  readonly outbound: number;
  readonly outboundSent: number;
  /** Records the co-pilot made from WhatsApp messages, and how many distinct amounts they hold. */
  readonly records: number;
  readonly recordAmounts: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export function isWhatsAppReady(m: unknown): m is WhatsAppReady {
  return isRecord(m) && m.type === 'whatsapp-ready' && typeof m.port === 'number' && (m.engine === 'postgres' || m.engine === 'pglite')
    && typeof m.note === 'string' && typeof m.users === 'number';
}

export function isWhatsAppCounts(m: unknown): m is WhatsAppCounts {
  return isRecord(m) && m.type === 'whatsapp-counts'
    && ['inbound', 'inboundProcessed', 'outbound', 'outboundSent', 'records', 'recordAmounts'].every((k) => typeof m[k] === 'number');
}

/** `counts`: answer WhatsAppCounts. `analyze`: refresh the planner's statistics, answer WhatsAppAnalyzed. */
export interface WhatsAppCommand { readonly type: 'counts' | 'analyze' }
export interface WhatsAppAnalyzed { readonly type: 'whatsapp-analyzed' }

export function isWhatsAppCommand(m: unknown): m is WhatsAppCommand {
  return isRecord(m) && (m.type === 'counts' || m.type === 'analyze');
}

export function isWhatsAppAnalyzed(m: unknown): m is WhatsAppAnalyzed {
  return isRecord(m) && m.type === 'whatsapp-analyzed';
}

export function sendWhatsAppToParent(message: WhatsAppReady | WhatsAppCounts | WhatsAppAnalyzed): void {
  if (!process.send) throw new Error('not started as a child process with an IPC channel');
  process.send(message);
}
