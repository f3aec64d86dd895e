import type { vendorCreditRequestSchema } from '@lotus/contract';
import { fromMinorUnits, toMinorUnits, type VendorBatchReply, type VendorReply } from '@lotus/contract';
import type { z } from 'zod';
import { allStatements } from '../../db/pipelined-commit.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { sha256 } from '../../platform/secrets.ts';
import { houseAccountId } from '../wallet/ledger/accounts.ts';
import { type BatchTransfer, insertTransfers, setBalances } from '../wallet/ledger/batch-queries.ts';
import { fingerprintOf } from '../wallet/ledger/post-transfer.ts';
import { countTurnoverOfMany } from '../wallet/turnover/turnover.ts';
import {
  findGames,
  findPlayers,
  findRounds,
  findStoredCalls,
  insertMainWallets,
  lockHouseAccount,
  lockMainWallets,
  type RoundRow,
  type RoundSettlement,
  type StoredCall,
  settleRounds,
  storeCalls,
} from './batch-queries.ts';
import { housePurposeOf, type VendorCallContext } from './money-call.ts';

type CreditRequest = z.output<typeof vendorCreditRequestSchema>;

export interface BatchOutcome {
  reply: VendorBatchReply;
  /** Members whose balance moved (told after the commit). */
  movedMemberIds: number[];
}

const isPlayerId = (id: string) => /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id));

/** A stored call as the batch sees it: read before, or written earlier in the same batch. */
interface KnownCall {
  status: string;
  fingerprint: string;
  response: Record<string, unknown>;
  id: number | null;
}

/**
 * `credit-batch`: many payouts in one database transaction, each judged exactly as `credit` judges it alone (same
 * statuses, same stored call under its txId, same fingerprint, so a batch and single calls repeat each other). The
 * work is set-based: the members' main wallets are locked in id order, then the vendor's house account; the stored
 * calls, games and rounds are read in one statement each; the items are decided in order in memory (a later item
 * sees what an earlier one did); then balances, transfers, rounds, turnover and stored calls are written in one
 * statement each. Two batches under one txId for different members meet on the unique keys; the loser runs again
 * and answers from the stored calls.
 */
export async function creditBatch(ctx: VendorCallContext, credits: CreditRequest[]): Promise<BatchOutcome> {
  try {
    return await creditBatchOnce(ctx, credits);
  } catch (error) {
    if (!isUniqueViolation(error) && !(error instanceof LostRace)) throw error;
    return creditBatchOnce(ctx, credits);
  }
}

class LostRace extends Error {}

async function creditBatchOnce(ctx: VendorCallContext, credits: CreditRequest[]): Promise<BatchOutcome> {
  const { db, merchant, vendor, now } = ctx;
  const currency = merchant.currency;
  const at = now.toISOString();
  const items = credits.map((request) => {
    const amount = toMinorUnits(request.amount);
    const valid = request.currency === currency && amount !== null && amount >= 0;
    return {
      request,
      amount: amount ?? 0,
      valid,
      memberId: isPlayerId(request.playerId) ? Number(request.playerId) : null,
    };
  });
  const memberIds = [...new Set(items.flatMap((i) => (i.valid && i.memberId !== null ? [i.memberId] : [])))].sort(
    (a, b) => a - b,
  );

  const txIds = [...new Set(items.map((i) => i.request.txId))];
  const gameCodes = [...new Set(items.map((i) => i.request.gameCode))];
  const roundKeys = items.flatMap((i) =>
    i.valid && i.memberId !== null ? [{ memberId: i.memberId, roundId: i.request.roundId }] : [],
  );
  const purpose = housePurposeOf(vendor.code);

  return db.orm.transaction(async (tx) => {
    // One round trip: the members' wallets are locked in id order, then the house account; the reads queue behind
    // the locks on the transaction's connection.
    const readUnderLocks = () =>
      allStatements([
        memberIds.length ? lockMainWallets(tx, merchant.id, memberIds) : Promise.resolve([]),
        lockHouseAccount(tx, merchant.id, purpose),
        memberIds.length ? findPlayers(tx, merchant.id, memberIds) : Promise.resolve([]),
        findStoredCalls(tx, vendor.id, txIds),
        findGames(tx, vendor.id, gameCodes),
        roundKeys.length ? findRounds(tx, vendor.id, roundKeys) : Promise.resolve([]),
      ]);
    let [wallets, house, found, stored, gameRows, roundRows] = await readUnderLocks();
    const players = new Set(found.map((p) => p.id));
    if (wallets.length < players.size || !house) {
      // A member's or the vendor's first money: make the missing accounts, then lock and read again.
      const have = new Set(wallets.map((w) => w.memberId));
      const missing = [...players].filter((id) => !have.has(id));
      if (missing.length) await insertMainWallets(tx, merchant.id, missing);
      if (!house) await houseAccountId(tx, merchant.id, purpose);
      [wallets, house, found, stored, gameRows, roundRows] = await readUnderLocks();
      if (!house) throw new Error('the house account vanished inside its own transaction');
    }
    const houseId = house.id;
    let houseBalance = house.balance;
    const walletOf = new Map(
      wallets.map((w) => [w.memberId as number, { id: w.id, balance: w.balance, moved: false }]),
    );
    const calls = new Map<string, KnownCall>(
      stored.map((c) => [c.txId, { status: c.status, fingerprint: c.fingerprint, response: c.response, id: c.id }]),
    );
    const categoryOf = new Map(gameRows.map((g) => [g.gameCode, g.gameType]));
    const rounds = new Map<string, RoundRow>(roundRows.map((b) => [`${b.memberId}:${b.roundId}`, { ...b }]));

    const replies: (VendorReply & { txId: string })[] = [];
    const toStore = new Map<string, StoredCall>();
    const transfers: BatchTransfer[] = [];
    const settled = new Map<number, RoundRow>();
    /** Valid bet per member and game category (`<member>:<category>`). */
    const turnover = new Map<string, { memberId: number; category: string; validBet: number }>();
    const store = (item: (typeof items)[number], status: string, reply: VendorReply, extra: Partial<StoredCall>) => {
      const row: StoredCall = {
        merchant_id: merchant.id,
        vendor_id: vendor.id,
        tx_id: item.request.txId,
        action: 'credit',
        round_id: item.request.roundId,
        member_id: null,
        amount: 0,
        currency: item.request.currency,
        fingerprint: sha256(
          JSON.stringify([
            'credit',
            item.memberId,
            item.request.roundId,
            item.request.gameCode,
            item.amount,
            item.request.currency,
          ]),
        ),
        status,
        transfer_key: null,
        request: item.request,
        response: reply as Record<string, unknown>,
        created_at: at,
        ...extra,
      };
      if (toStore.get(row.tx_id)?.status !== 'OK') toStore.set(row.tx_id, row);
      return row;
    };

    for (const item of items) {
      const { request, amount, memberId } = item;
      const answer = (reply: VendorReply) => replies.push({ ...reply, txId: request.txId });
      if (!item.valid) {
        // As a single call's refusal is kept: never binding the txId.
        store(item, 'INVALID_PARAMS', { status: 'INVALID_PARAMS' }, { fingerprint: sha256(JSON.stringify(request)) });
        answer({ status: 'INVALID_PARAMS' });
        continue;
      }
      if (memberId === null) {
        answer({ status: 'PLAYER_NOT_FOUND' });
        continue;
      }
      const wallet = walletOf.get(memberId);
      if (!players.has(memberId) || !wallet) {
        store(item, 'PLAYER_NOT_FOUND', { status: 'PLAYER_NOT_FOUND' }, {});
        answer({ status: 'PLAYER_NOT_FOUND' });
        continue;
      }
      const balance = () => fromMinorUnits(wallet.balance);
      const fingerprint = sha256(
        JSON.stringify(['credit', memberId, request.roundId, request.gameCode, amount, request.currency]),
      );
      const earlier = calls.get(request.txId);
      if (earlier?.status === 'OK') {
        answer(
          earlier.fingerprint === fingerprint
            ? {
                ...(earlier.response as VendorReply),
                balance: balance(),
                ...(earlier.id === null ? {} : { transactionId: String(earlier.id) }),
              }
            : { status: 'DUPLICATE_TRANSACTION', balance: balance(), currency },
        );
        continue;
      }
      const refuse = (status: 'GAME_NOT_FOUND' | 'TRANSACTION_NOT_FOUND') => {
        const reply: VendorReply = { status, balance: balance(), currency };
        store(item, status, reply, { member_id: memberId, fingerprint });
        answer(reply);
      };
      const category = categoryOf.get(request.gameCode);
      if (category === undefined) {
        refuse('GAME_NOT_FOUND');
        continue;
      }
      const bet = rounds.get(`${memberId}:${request.roundId}`);
      if (!bet || bet.status === 'cancelled') {
        refuse('TRANSACTION_NOT_FOUND');
        continue;
      }

      if (bet.status === 'open') {
        bet.status = 'settled';
        bet.validBet = bet.stake;
        bet.settledAt = now;
        const key = `${memberId}:${category}`;
        const counted = turnover.get(key) ?? { memberId, category, validBet: 0 };
        turnover.set(key, { ...counted, validBet: counted.validBet + bet.stake });
      }
      bet.payout += amount;
      settled.set(bet.id, bet);
      let transferKey: string | null = null;
      if (amount > 0) {
        transferKey = `vendor:${vendor.id}:${request.txId}`;
        wallet.balance += amount;
        wallet.moved = true;
        houseBalance -= amount;
        const reference = `bet:${vendor.code}:${request.roundId}`;
        transfers.push({
          merchant_id: merchant.id,
          from_account_id: houseId,
          to_account_id: wallet.id,
          amount,
          from_balance_after: houseBalance,
          to_balance_after: wallet.balance,
          kind: 'win',
          reference,
          idempotency_key: transferKey,
          fingerprint: fingerprintOf({
            merchantId: merchant.id,
            fromAccountId: houseId,
            toAccountId: wallet.id,
            amount,
            kind: 'win',
            reference,
            idempotencyKey: transferKey,
            at: now,
          }),
          detail: { vendor: vendor.code, txId: request.txId, roundId: request.roundId, gameCode: request.gameCode },
          created_at: at,
        });
      }
      const reply: VendorReply = { status: 'OK', balance: balance(), currency };
      store(item, 'OK', reply, { member_id: memberId, fingerprint, amount, transfer_key: transferKey });
      calls.set(request.txId, { status: 'OK', fingerprint, response: reply as Record<string, unknown>, id: null });
      answer(reply);
    }

    const moved = [...walletOf.entries()].filter(([, w]) => w.moved);
    // One round trip for every write; the stored calls' insert finds the transfers by key, so it goes last.
    const [, , , , ids] = await allStatements([
      setBalances(tx, [
        ...moved.map(([, w]) => ({ id: w.id, balance: w.balance })),
        ...(transfers.length ? [{ id: houseId, balance: houseBalance }] : []),
      ]),
      insertTransfers(tx, transfers),
      settleRounds(
        tx,
        [...settled.values()].map(
          (b): RoundSettlement => ({
            id: b.id,
            payout: b.payout,
            status: b.status,
            valid_bet: b.validBet,
            settled_at: b.settledAt?.toISOString() ?? null,
          }),
        ),
      ),
      countTurnoverOfMany(tx, merchant.id, [...turnover.values()]),
      storeCalls(tx, [...toStore.values()]),
    ]);
    for (const row of toStore.values()) {
      if (row.status === 'OK' && !ids.has(row.tx_id)) throw new LostRace();
    }
    // The row id is Lotus's id for the movement, as a single credit answers it.
    const results = replies.map((reply) =>
      reply.status === 'OK' && reply.transactionId === undefined && ids.has(reply.txId)
        ? { ...reply, transactionId: String(ids.get(reply.txId)) }
        : reply,
    );
    return { reply: { status: 'OK', results }, movedMemberIds: moved.map(([id]) => id) };
  });
}
