import type { ContractEndReason, ContractKind } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { escapeHtml } from '../../platform/html/escape-html.ts';
import { announceInboxMessages, type InboxDelivery, insertInboxMessages } from '../inbox/deliver.ts';
import type { Termination } from './terminations.ts';

const kindNames: Record<ContractKind, { EN: string; CN: string }> = {
  dividend: { EN: 'dividend', CN: '分红' },
  dailySalary: { EN: 'daily salary', CN: '日工资' },
  hourlySalary: { EN: 'hourly salary', CN: '小时工资' },
  realtimeSalary: { EN: 'real-time salary', CN: '实时工资' },
};

/** What a committed change tells its parties: socket messages and inbox copies. */
export interface ContractNotices {
  merchantId: number;
  offered: { id: number; kind: ContractKind; downlineId: number; upline: string }[];
  terminated: Termination[];
  expired: { id: number; kind: ContractKind; uplineId: number; downline: string }[];
  inbox: InboxDelivery[];
}

export const noNotices = (merchantId: number): ContractNotices => ({
  merchantId,
  offered: [],
  terminated: [],
  expired: [],
  inbox: [],
});

type Text = { EN: string; CN: string };

/** A system message to one member, written inside the change's transaction so it exists exactly when the change does. */
async function writeMessage(tx: Orm, notices: ContractNotices, memberId: number, title: Text, content: Text, at: Date) {
  notices.inbox.push(
    await insertInboxMessages(
      tx,
      { merchantId: notices.merchantId, kind: 'system', title, content, at },
      { memberIds: [memberId] },
    ),
  );
}

export async function writeOfferedMessage(
  tx: Orm,
  notices: ContractNotices,
  offer: ContractNotices['offered'][number],
  at: Date,
) {
  notices.offered.push(offer);
  const name = kindNames[offer.kind];
  // The username is text in the message's HTML, whatever characters the merchant's username rules allow.
  const upline = escapeHtml(offer.upline);
  await writeMessage(
    tx,
    notices,
    offer.downlineId,
    { EN: 'New contract offer', CN: '新的合约邀请' },
    {
      EN: `<p>${upline} offers you a ${name.EN} contract. Open your contracts to accept or reject it.</p>`,
      CN: `<p>${upline} 向您发起了${name.CN}合约，请在合约页面接受或拒绝。</p>`,
    },
    at,
  );
}

const endedWhy: Record<ContractEndReason, Text> = {
  upline: { EN: 'your upline ended it', CN: '上级已终止该合约' },
  replaced: { EN: 'a new contract replaced it', CN: '已被新合约取代' },
  uplineRateLowered: { EN: "your upline's rate was lowered below it", CN: '上级的合约比例已降低' },
  uplineContractEnded: { EN: "your upline's own contract ended", CN: '上级自己的合约已终止' },
  uplineChanged: { EN: 'your account moved to another upline', CN: '您的账户已转移至其他上级' },
};

export async function writeTerminatedMessages(tx: Orm, notices: ContractNotices, ended: Termination[], at: Date) {
  for (const t of ended) {
    notices.terminated.push(t);
    const name = kindNames[t.kind];
    await writeMessage(
      tx,
      notices,
      t.downlineId,
      { EN: 'Contract ended', CN: '合约已终止' },
      {
        EN: `<p>Your ${name.EN} contract has ended: ${endedWhy[t.reason].EN}.</p>`,
        CN: `<p>您的${name.CN}合约已终止：${endedWhy[t.reason].CN}。</p>`,
      },
      at,
    );
  }
}

/** Tells the upline that its offer went unanswered until its deadline. */
export async function writeExpiredMessage(
  tx: Orm,
  notices: ContractNotices,
  offer: ContractNotices['expired'][number],
  at: Date,
) {
  notices.expired.push(offer);
  const name = kindNames[offer.kind];
  const downline = escapeHtml(offer.downline);
  await writeMessage(
    tx,
    notices,
    offer.uplineId,
    { EN: 'Contract offer expired', CN: '合约邀请已过期' },
    {
      EN: `<p>${downline} did not answer your ${name.EN} contract offer in time, so it has expired. You can offer a new one.</p>`,
      CN: `<p>${downline} 未在期限内处理您发起的${name.CN}合约，该邀请已过期，您可以重新发起。</p>`,
    },
    at,
  );
}

/** After the commit: a socket must never announce a change that is not there. Delivery is best effort. */
export async function announce(orm: Orm, events: EventBus, notices: ContractNotices) {
  const { merchantId } = notices;
  for (const o of notices.offered) {
    await events.publish({ merchantId, memberId: o.downlineId }, 'contract.offered', {
      id: o.id,
      kind: o.kind,
      upline: o.upline,
    });
  }
  for (const t of notices.terminated) {
    await events.publish({ merchantId, memberId: t.downlineId }, 'contract.terminated', {
      id: t.id,
      kind: t.kind,
      reason: t.reason,
    });
  }
  for (const e of notices.expired) {
    await events.publish({ merchantId, memberId: e.uplineId }, 'contract.expired', {
      id: e.id,
      kind: e.kind,
      downline: e.downline,
    });
  }
  for (const delivery of notices.inbox) await announceInboxMessages(orm, events, delivery);
}
