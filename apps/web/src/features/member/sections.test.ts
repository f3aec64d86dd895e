import { describe, expect, it } from 'vitest';
import { visibleMemberSections } from './sections';

const keys = (...args: Parameters<typeof visibleMemberSections>) => visibleMemberSections(...args).map((s) => s.key);

describe('visibleMemberSections', () => {
  it('shows the vendor-wallet transfer page only when the merchant runs transfer wallets', () => {
    const features = { FUNDTRANS3: true };
    expect(keys(features, { isSingle: false })).toContain('transferFund');
    expect(keys(features, { isSingle: true })).not.toContain('transferFund');
    expect(keys(features)).not.toContain('transferFund');
    expect(keys({}, { isSingle: false })).not.toContain('transferFund');
  });

  it('shows my income to a member who holds a contract, when the brand runs agent contracts', () => {
    expect(keys({ AGENTPOLICY3: true }, undefined, true)).toContain('contractIncome');
    expect(keys({ AGENTPOLICY3: true }, undefined, false)).not.toContain('contractIncome');
    expect(keys({}, undefined, true)).not.toContain('contractIncome');
  });

  it('keeps the spec order with securityCenter first', () => {
    expect(keys({ FUNDTRANS3: true, MEMTRANS3: true }, { isSingle: false }).slice(0, 7)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
    ]);
  });

  it('shows the VIP page after the reward centre while the brand runs VIP levels, and rebate with its module', () => {
    const on = keys({ REWCEN3: true, VIP3: true, REBATE3: true });
    expect(on.slice(on.indexOf('rewardCenter'), on.indexOf('rewardCenter') + 2)).toEqual(['rewardCenter', 'vip']);
    expect(on).toContain('manualRebate');
    expect(keys({ REWCEN3: true })).not.toContain('vip');
    expect(keys({ REWCEN3: true })).not.toContain('manualRebate');
  });
});
