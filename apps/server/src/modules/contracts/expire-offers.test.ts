import { type ContractTerms, DEMO_MERCHANT_CODE, defaultContractSettings, type SocketMessage } from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { agentContracts, auditLog, inboxMessages } from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { type Person, peopleOf } from './contract-fixtures.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t, 'ex');

const daily: ContractTerms = { kind: 'dailySalary', tiers: [{ rate: 1, activeMembers: 1, dailyBet: 100 }] };

/** A top-level agent's offer to a new downline, made `daysAgo` days ago: its id and the parties. */
async function offerMade(daysAgo: number) {
  const top = await person(null);
  const downline = await person(top);
  const res = await send(t.app, 'contractOffer', { downline: downline.username, terms: daily }, { token: top.token });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().value.id as number;
  await t.db.orm
    .update(agentContracts)
    .set({ offeredAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(agentContracts.id, id));
  return { id, top, downline };
}

const statusOf = async (id: number) =>
  (await t.db.orm.select().from(agentContracts).where(eq(agentContracts.id, id)))[0]?.status;
const answer = (who: Person, id: number) =>
  send(t.app, 'processDailySalary', { id, accept: true }, { token: who.token });
const runJob = (slot: string) => t.app.jobs.runNow('contract-offer-expiry', slot);
const inboxOf = (memberId: number) => t.db.orm.select().from(inboxMessages).where(eq(inboxMessages.memberId, memberId));

describe('contract offers that expire', () => {
  it('shows the deadline on a pending offer: the default 7 days after it was made', async () => {
    const { id, downline } = await offerMade(0);
    const consolidated = (await send(t.app, 'consolidated', undefined, { token: downline.token })).json().value;
    const request = consolidated.requests.find((r: { id: number }) => r.id === id);
    expect(request.expiresAt - request.offeredAt).toBe(7 * DAY);
  });

  it('expires exactly the offers past their deadline, once, and tells each upline', async () => {
    const due = await offerMade(8);
    const alsoDue = await offerMade(7.01);
    const notYet = await offerMade(6.9);
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: due.top.id }, (m) => received.push(m));

    expect(await runJob('expiry-1')).toBe(true);
    expect(await statusOf(due.id)).toBe('expired');
    expect(await statusOf(alsoDue.id)).toBe('expired');
    expect(await statusOf(notYet.id)).toBe('pending');
    const [row] = await t.db.orm.select().from(agentContracts).where(eq(agentContracts.id, due.id));
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect(row?.answeredAt).toBeNull();

    await expect
      .poll(() => received.find((m) => m.type === 'contract.expired')?.data)
      .toEqual({
        id: due.id,
        kind: 'dailySalary',
        downline: due.downline.username,
      });
    stop();
    const upInbox = await inboxOf(due.top.id);
    expect(upInbox).toHaveLength(1);
    expect(upInbox[0]?.title).toMatchObject({ EN: 'Contract offer expired' });

    // A second run (another slot) finds nothing more to expire: no second message, no second audit entry.
    expect(await runJob('expiry-2')).toBe(true);
    expect(await inboxOf(due.top.id)).toHaveLength(1);
    const audits = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'contract.expired'), inArray(auditLog.memberId, [due.top.id, alsoDue.top.id])));
    expect(audits).toHaveLength(2);
    expect(await statusOf(notYet.id)).toBe('pending');

    // The expired offer is gone from the downline's consolidated; its history shows it expired.
    const consolidated = (await send(t.app, 'consolidated', undefined, { token: due.downline.token })).json().value;
    expect(consolidated.requests).toEqual([]);
    const list = (await send(t.app, 'contractList', undefined, { token: due.downline.token })).json().value;
    expect(list.list[0]).toMatchObject({ id: due.id, status: 'expired', expiresAt: null });
  });

  it('refuses an answer to an expired offer with a clear error, before and after the job marks it', async () => {
    const marked = await offerMade(9);
    await runJob('expiry-3');
    expect(await statusOf(marked.id)).toBe('expired');
    const late = await answer(marked.downline, marked.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, errorCode: 'contract.offer.expired' });
    expect(late.json().message).toContain('expired');

    // Past its deadline but not yet marked: refused the same way, and nothing changes.
    const unmarked = await offerMade(10);
    const res = await answer(unmarked.downline, unmarked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('contract.offer.expired');
    expect(await statusOf(unmarked.id)).toBe('pending');
    await runJob('expiry-4');
    expect(await statusOf(unmarked.id)).toBe('expired');
  });

  it('keeps offers waiting for ever when the brand sets 0 days, and follows a shorter setting', async () => {
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
      contracts: { ...defaultContractSettings, offerExpiryDays: 0 },
    });
    try {
      const old = await offerMade(400);
      const view = (await send(t.app, 'consolidated', undefined, { token: old.downline.token })).json().value;
      expect(view.requests[0]).toMatchObject({ id: old.id, expiresAt: null });
      await runJob('expiry-5');
      expect(await statusOf(old.id)).toBe('pending');
      expect((await answer(old.downline, old.id)).statusCode).toBe(200);

      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
        contracts: { ...defaultContractSettings, offerExpiryDays: 1 },
      });
      const day2 = await offerMade(2);
      await runJob('expiry-6');
      expect(await statusOf(day2.id)).toBe('expired');
    } finally {
      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { contracts: defaultContractSettings });
    }
  });

  it('refuses a setting out of range', async () => {
    for (const offerExpiryDays of [-1, 1.5, 366]) {
      await expect(
        updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
          contracts: { ...defaultContractSettings, offerExpiryDays },
        }),
      ).rejects.toMatchObject({ code: 'request.invalid' });
    }
  });
});
