import { describe, expect, it } from 'vitest';
import { referenceParts } from './reference-parts.ts';

describe('what a player may read of a ledger reference', () => {
  it("takes a bet's vendor and round, an order's number and a transfer's two members", () => {
    expect(referenceParts('bet:HOUSE:11')).toMatchObject({ vendorCode: 'HOUSE', roundId: '11', orderNo: null });
    expect(referenceParts('bet:TCG_VN:2026-1207:33')).toMatchObject({ vendorCode: 'TCG_VN', roundId: '2026-1207:33' });
    for (const prefix of ['deposit', 'withdrawal', 'withdrawal-refund', 'withdrawal-paid', 'withdrawal-shortfall']) {
      expect(referenceParts(`${prefix}:D20261207001`)).toMatchObject({ orderNo: 'D20261207001', vendorCode: null });
    }
    expect(referenceParts('transfer:alice>bob')).toMatchObject({ from: 'alice', to: 'bob' });
  });

  it('reads nothing of keys that mean nothing to a player', () => {
    for (const reference of [null, '', 'adjustment:4', 'earnings:9', 'member:3', 'wallet-transfer:x', 'bet:', 'odd']) {
      expect(referenceParts(reference)).toEqual({
        vendorCode: null,
        roundId: null,
        orderNo: null,
        from: null,
        to: null,
      });
    }
  });
});
