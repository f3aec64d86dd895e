/** A text message to a person: an SMS to `+86 13800000001` or an email to an address. */
export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  to: string;
  body: string;
}

/**
 * Where SMS and email go. The embedded default writes them to the outbox table (see outbox-sender.ts); an SMS
 * gateway or mail service plugs in behind the same interface.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
