// SMS leaves Kumbu through this interface. The default writes to the dev outbox (the same
// table as e-mail, channel "sms"), so the wizard's code step works on a laptop with no
// gateway; an HTTP gateway is chosen by configuration (SMS_TRANSPORT=http).
export interface SmsMessage {
  /** E.164, e.g. "+244923456789". */
  readonly to: string;
  readonly text: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  /** Resolves once the message is accepted; throws `KumbuError('sms-send-failed')` otherwise. */
  send(message: SmsMessage): Promise<void>;
  close(): Promise<void>;
}
