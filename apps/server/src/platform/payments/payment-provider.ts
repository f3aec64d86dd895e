/**
 * A payment provider as Lotus sees it (DOMAIN.md "Money": online deposit channels). Real providers and the demo one
 * implement the same interface; Lotus never trusts a notification whose signature does not hold.
 */
export interface PaymentRequest {
  merchantCode: string;
  orderNo: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Where the provider posts its signed notification (and retries it until answered). */
  notifyUrl: string;
  /** Where the provider sends the player back after paying. */
  returnUrl: string;
  expiresAt: Date;
}

export interface PaymentNotification {
  orderNo: string;
  providerRef: string;
  /** Minor units, as the provider collected them. */
  amount: number;
  status: 'paid' | 'failed';
}

export interface PaymentProvider {
  readonly code: string;
  /** The page the player pays on, opened in its own window. */
  paymentUrl(request: PaymentRequest): string;
  /** Authenticates and reads a notification; null when its signature or shape does not hold. */
  readNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentNotification | null;
}
