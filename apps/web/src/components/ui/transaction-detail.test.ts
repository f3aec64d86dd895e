import type { MemberTransaction } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadFullCatalogue } from '@/lib/i18n';
import { transactionDetail } from './transaction-detail';

const record = (fields: Partial<MemberTransaction>): MemberTransaction => ({
  id: 1,
  type: 'bet',
  amount: -10,
  balanceAfter: 90,
  createdAt: 0,
  reference: null,
  vendor: null,
  roundId: null,
  orderNo: null,
  counterparty: null,
  ...fields,
});

describe('what an account record was for', () => {
  beforeAll(async () => {
    await loadFullCatalogue();
    await changeLanguage('CN');
  });
  afterAll(() => changeLanguage('EN'));

  it("names the vendor, the round, the order and the other member, never the ledger's key", () => {
    const en = i18n.getFixedT('en');
    const cn = i18n.getFixedT('zh-CN');
    const bet = record({ reference: 'bet:HOUSE:11', vendor: 'Lotus Originals', roundId: '11' });
    expect(transactionDetail(en, bet)).toBe('Lotus Originals · Round 11');
    expect(transactionDetail(cn, { ...bet, vendor: '莲花原创' })).toBe('莲花原创 · 局号 11');
    const deposit = record({ type: 'deposit', amount: 88.8, reference: 'deposit:D1', orderNo: 'D1' });
    expect(transactionDetail(en, deposit)).toBe('Order D1');
    expect(transactionDetail(cn, deposit)).toBe('订单 D1');
    const sent = record({ type: 'transfer', reference: 'transfer:me>bob', counterparty: 'bob' });
    expect(transactionDetail(en, sent)).toBe('To bob');
    expect(transactionDetail(cn, { ...sent, amount: 5 })).toBe('来自 bob');
    expect(transactionDetail(en, record({ type: 'adjustment', reference: 'adjustment:4' }))).toBe('—');
  });
});
