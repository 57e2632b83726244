// WhatsApp messages leave Kumbu through this interface. The default is the built-in
// simulator (replies written to the dev outbox, channel "whatsapp", shown at /dev/whatsapp);
// the WhatsApp Cloud API adapter is chosen by configuration (WHATSAPP_TRANSPORT=cloud).
// Nothing here logs a message text or a token: texts are personal data.

export interface ReplyButton {
  /** Comes back as `interactive.button_reply.id` when tapped (≤ 256 characters). */
  readonly id: string;
  /** ≤ 20 characters (longer titles are shortened). */
  readonly title: string;
}

/** A row of a list message: comes back as `interactive.list_reply.id` when tapped. */
export interface ListRow {
  /** ≤ 200 characters. */
  readonly id: string;
  /** ≤ 24 characters (longer titles are shortened). */
  readonly title: string;
}

/** What Kumbu sends: free-form text, text with up to three reply buttons or a list of up to ten rows, or an approved template. */
export type OutgoingMessage =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'buttons'; readonly text: string; readonly buttons: readonly ReplyButton[] }
  | { readonly type: 'list'; readonly text: string; readonly button: string; readonly rows: readonly ListRow[] }
  | { readonly type: 'template'; readonly name: string; readonly language: string; readonly components?: readonly unknown[] };

export interface MediaFile {
  readonly bytes: Uint8Array;
  readonly mimeType: string;
}

export interface WhatsAppSender {
  readonly kind: 'simulator' | 'cloud';
  /** Sends one message to a wa_id (digits, no '+'); resolves with the provider's message id (wamid). */
  send(to: string, message: OutgoingMessage): Promise<{ readonly id: string }>;
  /**
   * Downloads an inbound image, audio or document by its media id. With `maxBytes`, a file
   * larger than that is refused with MediaTooLargeError — before the download when Meta states
   * its size, else as soon as the download passes it — so nobody can make Kumbu hold 100 MB.
   */
  fetchMedia(mediaId: string, maxBytes?: number): Promise<MediaFile>;
  close(): Promise<void>;
}

/** A refused or failed send. `code` is the Graph API error code (131047 = outside the 24-hour window). */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code: number | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

/** Graph error: the message is outside the 24-hour customer-service window; a template is required. */
export const OUTSIDE_WINDOW_ERROR = 131047;

export const TEXT_LIMIT = 4096;
export const BUTTONS_BODY_LIMIT = 1024;
export const MAX_BUTTONS = 3;
export const BUTTON_TITLE_LIMIT = 20;
export const LIST_BODY_LIMIT = 4096;
export const MAX_LIST_ROWS = 10;
export const LIST_ROW_TITLE_LIMIT = 24;

/** An inbound media file larger than the caller accepts (its size when known). */
export class MediaTooLargeError extends Error {
  constructor(readonly size: number | null, readonly limit: number) {
    super(`media of ${size ?? 'more than ' + String(limit)} bytes, limit ${limit}`);
    this.name = 'MediaTooLargeError';
  }
}
