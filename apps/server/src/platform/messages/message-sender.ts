/** A text message to a person: an SMS to `+86 13800000001` or an email to an address. */
export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  to: string;
  /** Email only; by default the brand's name. */
  subject?: string | undefined;
  body: string;
}

/**
 * Where SMS and email go. The default (outbox-sender.ts) writes each to the outbox table, then delivers it through
 * SMTP or the HTTP SMS provider when configured (delivery.ts); tests may pass their own.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
