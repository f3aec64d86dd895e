import type { Database } from '../../../db/database.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Job } from '../../../platform/jobs/scheduler.ts';
import { dueForAutoConfirm, lockWithdrawalById, updateWithdrawal } from './queries.ts';
import { receivedEventData, settledReceipt } from './withdrawal-receipt.ts';

const BATCH = 500;

/**
 * A paid withdrawal the player has not answered by its `confirm_by` counts as received (spec §4). Each one is settled
 * in its own transaction, re-checked under its row lock, so a player's answer at the same moment wins or loses
 * cleanly and a run that overlaps another changes nothing twice.
 */
export function withdrawalAutoConfirmJob(deps: { db: Database; events: EventBus }): Job {
  return {
    name: 'withdrawal-auto-confirm',
    pattern: '* * * * *',
    async run(now) {
      let settled = 0;
      for (const { id } of await dueForAutoConfirm(deps.db.orm, now, BATCH)) {
        const order = await deps.db.orm.transaction(async (tx) => {
          const row = await lockWithdrawalById(tx, id);
          if (row?.status !== 'paid' || !row.confirmBy || row.confirmBy > now) return null;
          const updated = await updateWithdrawal(tx, row.id, settledReceipt(row, 'auto', now));
          await recordAudit(
            tx,
            { merchantId: row.merchantId, ip: null, userAgent: null, requestId: null },
            { event: 'withdrawal.auto-received', memberId: row.memberId, detail: { orderNo: row.orderNo } },
          );
          return updated;
        });
        if (!order) continue;
        settled += 1;
        await deps.events.publish(
          { merchantId: order.merchantId, memberId: order.memberId },
          'withdrawal.received',
          receivedEventData(order),
        );
      }
      return `${settled} received`;
    },
  };
}
