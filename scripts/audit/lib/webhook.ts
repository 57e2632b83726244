// Signed WhatsApp webhook posts, exactly as Meta sends them (the server's own envelope and
// signature code, so the audit and the server agree on the format).
import { signatureOf } from '../../../apps/server/src/features/whatsapp/signature';
import { textEnvelope } from '../../../apps/server/src/features/whatsapp/envelope';
import { SIMULATOR_PHONE_NUMBER_ID } from '../../../apps/server/src/config';
import { send, type Answer } from './http';

export const WEBHOOK_PATH = '/api/whatsapp/webhook';

export function textMessage(from: string, text: string, id: string, at = new Date()): Record<string, unknown> {
  return textEnvelope({ phoneNumberId: SIMULATOR_PHONE_NUMBER_ID, from, name: 'Auditoria', text, id, at });
}

/** POSTs raw bytes with a valid X-Hub-Signature-256 for them. */
export function postSigned(base: string, raw: string | Buffer, appSecret: string, timeoutMs = 10_000, contentType = 'application/json'): Promise<Answer> {
  return send(base, {
    method: 'POST', path: WEBHOOK_PATH, timeoutMs, body: raw,
    headers: { 'content-type': contentType, 'x-hub-signature-256': signatureOf(raw, appSecret) },
  });
}
