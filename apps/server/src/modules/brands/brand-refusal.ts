/** A brand or operator command refused for its input; nothing was written. The message says what to change. */
export class BrandRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandRefusal';
  }
}

/** Where a change made outside any request (the CLI) is recorded in the audit log as coming from. */
export const cliAuditSource = (merchantId: number) => ({
  merchantId,
  ip: null,
  userAgent: 'lotus-cli',
  requestId: null,
});
