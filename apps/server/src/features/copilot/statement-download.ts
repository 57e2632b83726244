// A statement document's download (issue 18), done in the conversation port's `prepare`, before
// the inbox worker opens its transaction: up to 20 MB from Meta's servers must not hold the
// database meanwhile (PGlite has one connection, and `npm start` runs on it). What came of it
// reaches `handle` as `prepared`, which then only reads, keeps and answers.
import { MAX_IMPORT_BYTES } from '@kumbu/imports/limits';
import { type MediaFile, MediaTooLargeError, WhatsAppSendError } from '../../adapters/whatsapp/whatsapp-sender';
import type { InboundMessage } from '../whatsapp/conversation-port';

export type FetchMedia = (mediaId: string, maxBytes?: number) => Promise<MediaFile>;

/** What the download of the document `mediaId` gave. */
export type DocumentDownload = { readonly kind: 'document'; readonly mediaId: string } & (
  | { readonly outcome: 'file'; readonly file: MediaFile }
  /** Over the import limit: from the size Meta states, or as the download passed it. */
  | { readonly outcome: 'too-large' }
  /** Refused for good (an unknown or expired media id): the person is told. */
  | { readonly outcome: 'failed' }
  /** A passing failure (Meta down, a timeout): thrown in `handle`, so the worker tries the message again. */
  | { readonly outcome: 'retry'; readonly error: unknown }
);

/** The document a message carries, if it is one. */
export function documentOf(message: InboundMessage | undefined): { readonly id: string; readonly filename?: string | undefined } | undefined {
  return message?.type === 'document' ? message.document : undefined;
}

/** Downloads a document within the import limit; never throws (every outcome is kept for `handle`). */
export async function downloadDocument(fetchMedia: FetchMedia, mediaId: string): Promise<DocumentDownload> {
  try {
    // Refused from the size Meta states, or as soon as the download passes the limit.
    const file = await fetchMedia(mediaId, MAX_IMPORT_BYTES);
    if (file.bytes.length > MAX_IMPORT_BYTES) return { kind: 'document', mediaId, outcome: 'too-large' };
    return { kind: 'document', mediaId, outcome: 'file', file };
  } catch (error) {
    if (error instanceof MediaTooLargeError) return { kind: 'document', mediaId, outcome: 'too-large' };
    if (error instanceof WhatsAppSendError && !error.retryable) return { kind: 'document', mediaId, outcome: 'failed' };
    return { kind: 'document', mediaId, outcome: 'retry', error };
  }
}

export function isDocumentDownload(value: unknown): value is DocumentDownload {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'document';
}

/**
 * A document reached `handle` without its download (another instance claimed it after the
 * peek, or preparing it failed): thrown, so the message stays received and is tried again —
 * downloaded first then — rather than downloaded inside the transaction.
 */
export class DocumentNotDownloadedError extends Error {
  constructor(readonly mediaId: string) {
    super(`document ${mediaId} was not downloaded before the transaction`);
    this.name = 'DocumentNotDownloadedError';
  }
}
