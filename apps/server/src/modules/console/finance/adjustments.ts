import { type ConsoleAdjustment, fromMinorUnits } from '@lotus/contract';
import type { Database, Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { houseAccountId, memberAccountId } from '../../wallet/ledger/accounts.ts';
import { postTransfer } from '../../wallet/ledger/post-transfer.ts';
import {
  type AdjustmentRow,
  adjustmentList,
  findAdjustmentByKey,
  findMemberIdByUsername,
  insertAdjustment,
  lockAdjustment,
  updateAdjustment,
} from './queries.ts';

/** Moves the money of an adjustment and marks it applied, in the caller's transaction. */
async function apply(tx: Orm, ctx: RequestContext, row: AdjustmentRow, decidedBy: number) {
  const merchantId = ctx.merchant.id;
  const house = await houseAccountId(tx, merchantId, 'house:adjustments');
  const wallet = await memberAccountId(tx, merchantId, row.memberId);
  const { transfer } = await postTransfer(tx, {
    merchantId,
    fromAccountId: row.direction === 'credit' ? house : wallet,
    toAccountId: row.direction === 'credit' ? wallet : house,
    amount: row.amount,
    kind: 'adjustment',
    reference: `adjustment:${row.id}`,
    idempotencyKey: `adjustment:${row.id}`,
    detail: { reason: row.reason },
    at: ctx.now,
  });
  await updateAdjustment(tx, row.id, { status: 'applied', decidedBy, transferId: transfer.id, decidedAt: ctx.now });
}

export interface AdjustmentInput {
  username: string;
  direction: 'credit' | 'debit';
  /** Minor units. */
  amount: number;
  reason: string;
  /** The operator's Idempotency-Key: a repeat answers the first adjustment; another request under it is refused. */
  clientKey?: string;
}

/**
 * A manual adjustment with its reason. Up to the merchant's threshold it is applied at once; above it, it waits for
 * another operator (two-person rule). A debit never takes a member below zero.
 */
export async function requestAdjustment(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  input: AdjustmentInput,
) {
  const memberId = await findMemberIdByUsername(deps.db.orm, ctx.merchant.id, input.username);
  if (!memberId) throw new AppError('adjustment.member.unknown');
  const needsSecond = input.amount > ctx.merchant.cashier.adjustmentApprovalAbove;
  const outcome = await deps.db.orm.transaction(async (tx) => {
    const row = await insertAdjustment(tx, {
      merchantId: ctx.merchant.id,
      memberId,
      direction: input.direction,
      amount: input.amount,
      reason: input.reason,
      status: 'pending',
      requestedBy: operatorId,
      clientKey: input.clientKey ?? null,
      createdAt: ctx.now,
    });
    if (!row) {
      // The key made an adjustment already (a double click, a retry after a lost answer).
      const earlier = await findAdjustmentByKey(tx, ctx.merchant.id, operatorId, input.clientKey as string);
      const same =
        earlier &&
        earlier.memberId === memberId &&
        earlier.direction === input.direction &&
        earlier.amount === input.amount &&
        earlier.reason === input.reason;
      if (!same) throw new AppError('idempotency.conflict');
      return { status: earlier.status, moved: false };
    }
    if (!needsSecond) await apply(tx, ctx, row, operatorId);
    await recordAudit(tx, ctx, {
      event: 'console.adjustment.requested',
      operatorId,
      memberId,
      detail: { adjustmentId: row.id, direction: input.direction, amount: input.amount, reason: input.reason },
    });
    return { status: needsSecond ? 'pending' : 'applied', moved: !needsSecond };
  });
  const status = outcome.status;
  if (outcome.moved) {
    await deps.events.publish({ merchantId: ctx.merchant.id, memberId }, 'balance.changed', {
      reason: 'adjustment',
    });
  }
  return { status };
}

/** A second operator's decision on a pending adjustment; the one who asked may not decide. */
export async function decideAdjustment(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  id: number,
  approve: boolean,
) {
  const row = await deps.db.orm.transaction(async (tx) => {
    const found = await lockAdjustment(tx, ctx.merchant.id, id);
    if (!found) throw new AppError('not.found');
    if (found.status !== 'pending') throw new AppError('adjustment.state.invalid');
    if (found.requestedBy === operatorId) throw new AppError('adjustment.own.request');
    if (approve) await apply(tx, ctx, found, operatorId);
    else {
      await updateAdjustment(tx, found.id, { status: 'rejected', decidedBy: operatorId, decidedAt: ctx.now });
    }
    await recordAudit(tx, ctx, {
      event: approve ? 'console.adjustment.approved' : 'console.adjustment.rejected',
      operatorId,
      memberId: found.memberId,
      detail: { adjustmentId: found.id },
    });
    return found;
  });
  if (approve) {
    await deps.events.publish({ merchantId: ctx.merchant.id, memberId: row.memberId }, 'balance.changed', {
      reason: 'adjustment',
    });
  }
  return { status: approve ? 'applied' : 'rejected' };
}

export async function listAdjustments(db: Database, merchantId: number, status?: AdjustmentRow['status']) {
  const rows = await adjustmentList(db.orm, merchantId, status);
  return {
    list: rows.map(
      (r): ConsoleAdjustment => ({
        id: r.row.id,
        member: r.member,
        direction: r.row.direction,
        amount: fromMinorUnits(r.row.amount),
        reason: r.row.reason,
        status: r.row.status,
        requestedBy: r.requestedBy,
        decidedBy: r.decidedBy,
        createdAt: r.row.createdAt.getTime(),
      }),
    ),
  };
}
