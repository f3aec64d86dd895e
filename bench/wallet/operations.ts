// The two measured calls, prepared before the clock starts: the provider's signed notification that credits a
// deposit, and a member's encrypted withdrawal request (as the web client seals it, with its Idempotency-Key).
import { randomUUID } from 'node:crypto';
import { endpoints } from '@lotus/contract';
import { sealV2 } from '../../apps/server/src/platform/payload-encryption/v2-cipher.ts';
import { DEMO_SIGNATURE_HEADER } from '../../apps/server/src/platform/payments/demo-provider.ts';
import type { PreparedRequest } from './load.ts';
import type { Fixture } from './protocol.ts';

/** Hands out the fixture's orders and members in turn, so no order is credited twice across warm-up and runs. */
export class Requests {
  private nextNotification = 0;
  private nextWithdrawal = 0;
  private publicKey: string | null = null;

  private readonly url: string;
  private readonly fixture: Fixture;
  constructor(url: string, fixture: Fixture) {
    this.url = url;
    this.fixture = fixture;
  }

  deposits(howMany: number): PreparedRequest[] {
    const { notifications, notifyPath } = this.fixture;
    if (this.nextNotification + howMany > notifications.length) throw new Error('the fixture has too few orders');
    const taken = notifications.slice(this.nextNotification, this.nextNotification + howMany);
    this.nextNotification += howMany;
    return taken.map((n) => ({
      method: 'POST',
      path: notifyPath,
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: n.signature },
      body: n.body,
      check: (status, body) => (status === 200 && body === 'OK' ? null : `${status} ${body}`),
    }));
  }

  /** Consecutive requests go to different members, so concurrent ones do not queue on one member's lock. */
  async withdrawals(howMany: number): Promise<PreparedRequest[]> {
    const { members, merchantCode, paymentPassword, withdrawalAmount } = this.fixture;
    this.publicKey ??= await this.fetchPublicKey();
    const endpoint = endpoints.withdraw;
    return Array.from({ length: howMany }, () => {
      const member = members[this.nextWithdrawal++ % members.length];
      if (!member) throw new Error('the fixture has no members');
      const plain = { bankAccountId: member.bankAccountId, amount: withdrawalAmount, paymentPassword };
      const { envelope, value } = sealV2(this.publicKey as string, JSON.stringify(plain));
      return {
        method: 'POST',
        path: endpoint.path,
        headers: {
          'content-type': 'application/json',
          merchant: merchantCode,
          authorization: member.token,
          encryption: envelope,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ value }),
        check: (status, body) => {
          if (status !== 200) return `${status} ${body}`;
          const answer = JSON.parse(body) as { success?: boolean; value?: { status?: string } };
          return answer.success && answer.value?.status === 'pending' ? null : body;
        },
      };
    });
  }

  private async fetchPublicKey() {
    const res = await fetch(`${this.url}/wps/session/key/rsa?v=2`, {
      headers: { merchant: this.fixture.merchantCode },
    });
    if (!res.ok) throw new Error(`public key: ${res.status}`);
    return res.text();
  }
}
