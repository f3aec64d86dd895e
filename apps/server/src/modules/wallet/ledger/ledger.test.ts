import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../../db/database.ts';
import { ledgerAccounts, ledgerTransfers, members } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { houseAccountId, memberAccountId } from './accounts.ts';
import { postTransfer, type TransferRequest } from './post-transfer.ts';
import { verifyLedger } from './verify-ledger.ts';

let db: Database;
let house: number;
let alice: number;
let bob: number;
const at = new Date('2026-11-01T00:00:00Z');

async function newMember(username: string) {
  const [row] = await db.orm.insert(members).values({ merchantId: 1, username }).returning({ id: members.id });
  if (!row) throw new Error('no member');
  return memberAccountId(db.orm, 1, row.id);
}

const transfer = (overrides: Partial<TransferRequest> & { idempotencyKey: string }) =>
  db.orm.transaction((tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: house,
      toAccountId: alice,
      amount: 100,
      kind: 'adjustment',
      at,
      ...overrides,
    }),
  );

const balanceOf = async (id: number) =>
  (await db.orm.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]?.balance;

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

beforeAll(async () => {
  db = await createTestDatabase();
  house = await houseAccountId(db.orm, 1, 'house:adjustments');
  alice = await newMember('ledger_alice');
  bob = await newMember('ledger_bob');
});
afterAll(() => db.close());

describe('postTransfer', () => {
  it('moves the amount from one account to the other and records both balances after', async () => {
    const { transfer: row, replayed } = await transfer({ idempotencyKey: 'first', amount: 5_000 });
    expect(replayed).toBe(false);
    expect(row).toMatchObject({ amount: 5_000, fromBalanceAfter: -5_000, toBalanceAfter: 5_000, kind: 'adjustment' });
    expect(await balanceOf(alice)).toBe(5_000);
    expect(await balanceOf(house)).toBe(-5_000);
  });

  it('answers a repeated key with the first transfer and moves nothing', async () => {
    const first = await transfer({ idempotencyKey: 'repeat', amount: 700, toAccountId: bob });
    const again = await transfer({ idempotencyKey: 'repeat', amount: 700, toAccountId: bob });
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect(await balanceOf(bob)).toBe(700);
  });

  it('refuses the same key for a different request', async () => {
    await transfer({ idempotencyKey: 'conflict', amount: 10, toAccountId: bob });
    const error = await transfer({ idempotencyKey: 'conflict', amount: 11, toAccountId: bob }).catch((e) => e);
    expect(codeOf(error)).toBe('idempotency.conflict');
    expect(await balanceOf(bob)).toBe(710);
  });

  it('refuses to take a member below zero, and writes nothing', async () => {
    const before = await db.orm.$count(ledgerTransfers);
    const error = await transfer({
      idempotencyKey: 'overdraw',
      fromAccountId: bob,
      toAccountId: alice,
      amount: 711,
    }).catch((e) => e);
    expect(codeOf(error)).toBe('balance.insufficient');
    expect(await balanceOf(bob)).toBe(710);
    expect(await db.orm.$count(ledgerTransfers)).toBe(before);
    // The exact balance is allowed: a member may spend everything.
    await transfer({ idempotencyKey: 'spend-all', fromAccountId: bob, toAccountId: alice, amount: 710 });
    expect(await balanceOf(bob)).toBe(0);
  });

  it('is backed by the database: a member balance below zero violates its CHECK', async () => {
    const error = await db.orm
      .update(ledgerAccounts)
      .set({ balance: -1 })
      .where(eq(ledgerAccounts.id, bob))
      .catch((e: unknown) => e);
    expect(String((error as Error).cause ?? error)).toMatch(/ledger_accounts_member_not_negative/);
  });

  it('keeps transfers append-only', async () => {
    const change = await db.orm
      .update(ledgerTransfers)
      .set({ amount: 1 })
      .where(eq(ledgerTransfers.idempotencyKey, 'first'))
      .catch((e: unknown) => e);
    expect(String((change as Error).cause ?? change)).toMatch(/append-only/);
    const removal = await db.orm.delete(ledgerTransfers).catch((e: unknown) => e);
    expect(String((removal as Error).cause ?? removal)).toMatch(/append-only/);
  });

  it('refuses amounts that are not positive whole minor units, and a transfer to the same account', async () => {
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(transfer({ idempotencyKey: `bad-${amount}`, amount })).rejects.toThrow(/positive integer/);
    }
    await expect(transfer({ idempotencyKey: 'self', fromAccountId: alice, toAccountId: alice })).rejects.toThrow(
      /two accounts/,
    );
  });
});

describe('verifyLedger', () => {
  it('proves a sound ledger: balances match their transfers and sum to zero', async () => {
    const report = await verifyLedger(db.orm);
    expect(report).toMatchObject({ ok: true, total: '0', mismatches: [], negativeMemberAccounts: [] });
    expect(report.transfers).toBeGreaterThanOrEqual(4);
  });

  it('finds a balance changed outside a transfer', async () => {
    await db.orm
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(eq(ledgerAccounts.id, alice));
    const report = await verifyLedger(db.orm);
    expect(report.ok).toBe(false);
    expect(report.total).toBe('1');
    expect(report.mismatches).toEqual([
      expect.objectContaining({ accountId: alice, stored: String(Number(report.mismatches[0]?.computed) + 1) }),
    ]);
    await db.orm
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} - 1` })
      .where(eq(ledgerAccounts.id, alice));
    expect((await verifyLedger(db.orm)).ok).toBe(true);
  });
});
