import { defaultCashierSettings } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { fundMember, type SignedInMember, sendFiveTimes, signedInTree } from '../../../../test/money-helpers.ts';
import { gameVendors, ledgerTransfers, vendorWalletTransfers } from '../../../db/schema.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';
import { insertVendor } from '../vendor-fixtures.ts';

let t: TestApp;
let member: SignedInMember;
let n = 0;
const reference = () => `ref-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await createTestApp();
  await insertVendor(t.db, { code: 'TRW', walletMode: 'transfer' });
  await insertVendor(t.db, { code: 'SEAM' });
  [member] = (await signedInTree(t.app, t.db, [{ username: 'wallet01', type: 0 }])) as [SignedInMember];
  await fundMember(t.db, member.id, 10_000, { key: 'wallet01-fund' });
  await updateMerchantSettings(t.db, 'LOTUS', { cashier: { ...defaultCashierSettings, singleWallet: false } });
});
afterAll(() => t.close());

const transfer = (body: Record<string, unknown>) => send(t.app, 'walletTransfer', body, { token: member.token });

describe('GCS_walletTransfer', () => {
  it('moves money into a vendor wallet and back, listed in the balance under the vendor code', async () => {
    const into = await transfer({ vendorCode: 'TRW', direction: 'in', amount: 30.5, reference: reference() });
    expect(into.statusCode).toBe(200);
    expect(into.json().value).toMatchObject({
      vendorCode: 'TRW',
      direction: 'in',
      amount: 30.5,
      status: 'succeeded',
      mainBalance: 69.5,
      vendorBalance: 30.5,
    });
    const balance = (await send(t.app, 'balance', undefined, { token: member.token })).json().value;
    expect(balance.balance).toEqual(
      expect.arrayContaining([
        { accountTypeId: 'MAIN', availBalance: 69.5 },
        { accountTypeId: 'TRW', availBalance: 30.5 },
      ]),
    );
    const wallets = (await send(t.app, 'transferWallets', undefined, { token: member.token })).json().value;
    expect(wallets.mainBalance).toBe(69.5);
    expect(wallets.wallets).toContainEqual({ vendorCode: 'TRW', name: 'TRW Games', balance: 30.5 });
    expect(wallets.wallets.map((w: { vendorCode: string }) => w.vendorCode)).not.toContain('SEAM');
    const out = await transfer({ vendorCode: 'TRW', direction: 'out', amount: 30.5, reference: reference() });
    expect(out.json().value).toMatchObject({ mainBalance: 100, vendorBalance: 0 });
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('answers repeats of one reference with the first transfer and moves money once', async () => {
    const ref = reference();
    const replies = await sendFiveTimes(() =>
      transfer({ vendorCode: 'TRW', direction: 'in', amount: 5, reference: ref }),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.map((r) => r.json().value.vendorBalance)).toEqual([5, 5, 5, 5, 5]);
    const moved = await t.db.orm
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `wallet-transfer:${ref}`));
    expect(moved).toHaveLength(1);
    const other = await transfer({ vendorCode: 'TRW', direction: 'in', amount: 6, reference: ref });
    expect(other.json()).toMatchObject({ success: false, errorCode: 'idempotency.conflict' });
    await transfer({ vendorCode: 'TRW', direction: 'out', amount: 5, reference: reference() });
  });

  it('tells whether a transfer happened', async () => {
    const ref = reference();
    const before = await send(t.app, 'walletTransferStatus', undefined, {
      token: member.token,
      query: { reference: ref },
    });
    expect(before.json().value).toEqual({ found: false, transfer: null });
    await transfer({ vendorCode: 'TRW', direction: 'in', amount: 1, reference: ref });
    const after = await send(t.app, 'walletTransferStatus', undefined, {
      token: member.token,
      query: { reference: ref },
    });
    expect(after.json().value).toMatchObject({
      found: true,
      transfer: { reference: ref, status: 'succeeded', amount: 1 },
    });
    await transfer({ vendorCode: 'TRW', direction: 'out', amount: 1, reference: reference() });
  });

  it('refuses seamless and unknown vendors, short funds and bad amounts, leaving the reference free', async () => {
    const ref = reference();
    expect((await transfer({ vendorCode: 'SEAM', direction: 'in', amount: 1, reference: ref })).json()).toMatchObject({
      errorCode: 'vendor.wallet.unavailable',
    });
    expect((await transfer({ vendorCode: 'NONE', direction: 'in', amount: 1, reference: ref })).json().errorCode).toBe(
      'vendor.wallet.unavailable',
    );
    expect((await transfer({ vendorCode: 'TRW', direction: 'out', amount: 1, reference: ref })).json().errorCode).toBe(
      'balance.insufficient',
    );
    expect(
      (await transfer({ vendorCode: 'TRW', direction: 'in', amount: 1.005, reference: ref })).json().errorCode,
    ).toBe('request.invalid');
    expect((await transfer({ vendorCode: 'TRW', direction: 'in', amount: 1, reference: 'short' })).statusCode).toBe(
      400,
    );
    const rows = await t.db.orm.select().from(vendorWalletTransfers).where(eq(vendorWalletTransfers.reference, ref));
    expect(rows).toHaveLength(0);
    expect((await transfer({ vendorCode: 'TRW', direction: 'in', amount: 1, reference: ref })).statusCode).toBe(200);
    await transfer({ vendorCode: 'TRW', direction: 'out', amount: 1, reference: reference() });
  });

  it('lets money out of a vendor switched off, but none in', async () => {
    await transfer({ vendorCode: 'TRW', direction: 'in', amount: 2, reference: reference() });
    await t.db.orm.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'TRW'));
    try {
      const into = await transfer({ vendorCode: 'TRW', direction: 'in', amount: 1, reference: reference() });
      expect(into.json().errorCode).toBe('vendor.wallet.unavailable');
      const listed = (await send(t.app, 'transferWallets', undefined, { token: member.token })).json().value;
      expect(listed.wallets).toContainEqual({ vendorCode: 'TRW', name: 'TRW Games', balance: 2 });
      const out = await transfer({ vendorCode: 'TRW', direction: 'out', amount: 2, reference: reference() });
      expect(out.json().value).toMatchObject({ vendorBalance: 0 });
      const after = (await send(t.app, 'transferWallets', undefined, { token: member.token })).json().value;
      expect(after.wallets.map((w: { vendorCode: string }) => w.vendorCode)).not.toContain('TRW');
    } finally {
      await t.db.orm.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'TRW'));
    }
  });

  it('is refused when the merchant runs a single wallet', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { cashier: { ...defaultCashierSettings, singleWallet: true } });
    try {
      const res = await transfer({ vendorCode: 'TRW', direction: 'in', amount: 1, reference: reference() });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { cashier: { ...defaultCashierSettings, singleWallet: false } });
    }
  });
});
