import { type ContractSettings, offerExpiresAt } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { announce, noNotices, writeExpiredMessage } from './notify.ts';
import { type ContractRow, dueOfferIds, findMember, lockOfferForExpiry, setStatus } from './queries.ts';

const BATCH = 200;

/** A pending offer whose deadline has passed is expired, even before the job has marked it so. */
export function isPastDeadline(
  settings: Pick<ContractSettings, 'offerExpiryDays'>,
  offer: Pick<ContractRow, 'status' | 'offeredAt'>,
  now: Date,
) {
  const deadline = offerExpiresAt(settings, offer.offeredAt.getTime());
  return offer.status === 'pending' && deadline !== null && deadline <= now.getTime();
}

/**
 * Marks one due offer `expired` and tells its upline, in one transaction under the offer's row lock: an answer or a
 * withdrawal at the same moment wins or loses cleanly, and a second run finds nothing to do. Answers whether it did.
 */
async function expireOffer(deps: { db: Database; events: EventBus }, id: number, now: Date) {
  const notices = await deps.db.orm.transaction(async (tx) => {
    const offer = await lockOfferForExpiry(tx, id);
    if (!offer || !isPastDeadline({ offerExpiryDays: offer.days }, offer, now)) return null;
    const expired = noNotices(offer.merchantId);
    if (!(await setStatus(tx, offer.id, 'pending', { status: 'expired', at: now }))) return null;
    const downline = await findMember(tx, offer.merchantId, offer.downlineId);
    await recordAudit(
      tx,
      { merchantId: offer.merchantId, ip: null, userAgent: null, requestId: null },
      { event: 'contract.expired', memberId: offer.uplineId, detail: { id: offer.id, kind: offer.kind } },
    );
    await writeExpiredMessage(
      tx,
      expired,
      { id: offer.id, kind: offer.kind, uplineId: offer.uplineId, downline: downline?.username ?? '' },
      now,
    );
    return expired;
  });
  if (!notices) return false;
  await announce(deps.db.orm, deps.events, notices);
  return true;
}

/**
 * Every minute, in one process: contract offers left unanswered past their brand's `offerExpiryDays` expire, and
 * each upline hears of its own. A brand with 0 days keeps its offers waiting for ever.
 */
export function contractOfferExpiryJob(deps: { db: Database; events: EventBus }): Job {
  return {
    name: 'contract-offer-expiry',
    pattern: '* * * * *',
    async run(now) {
      let expired = 0;
      for (const id of await dueOfferIds(deps.db.orm, now, BATCH)) {
        if (await expireOffer(deps, id, now)) expired += 1;
      }
      return `${expired} offers expired`;
    },
  };
}
