import type { ConsoleBroadcast, MessageTarget, SendMessage, sendMessageSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { sanitizeLocalizedHtml } from '../../../platform/html/sanitize-content.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { announceInboxMessages, type InboxRecipients, insertInboxMessages } from '../../inbox/deliver.ts';
import { broadcastPage, countBroadcasts, findRecipient, insertBroadcast, readCounts, setDelivered } from './queries.ts';

type Message = z.output<typeof sendMessageSchema>;

async function recipientsOf(db: Database, merchantId: number, target: MessageTarget): Promise<InboxRecipients> {
  switch (target.kind) {
    case 'member': {
      const id = await findRecipient(db.orm, merchantId, target.username);
      if (id === null) throw new AppError('message.member.unknown');
      return { memberIds: [id] };
    }
    case 'vip':
      return { vipLevels: [...new Set(target.levels)] };
    case 'agents':
      return { agents: true };
    case 'all':
      return { everyone: true };
  }
}

/**
 * An operator's message: the broadcast row, one copy per recipient (active, real members of the target) and the
 * audit entry commit together; each recipient hears `inbox.new` after the commit.
 */
export async function sendMessage(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  input: SendMessage | Message,
): Promise<{ id: number; delivered: number }> {
  const merchantId = ctx.merchant.id;
  const recipients = await recipientsOf(deps.db, merchantId, input.target);
  const title = { ...(input.title.EN && { EN: input.title.EN }), ...(input.title.CN && { CN: input.title.CN }) };
  const content = sanitizeLocalizedHtml(input.content);
  if (!content.EN && !content.CN) {
    throw new AppError('request.invalid', { fields: { content: 'Nothing is left once unsafe HTML is removed' } });
  }
  const { id, delivery } = await deps.db.orm.transaction(async (tx) => {
    const id = await insertBroadcast(tx, {
      merchantId,
      operatorId,
      target: input.target,
      title,
      content,
      createdAt: ctx.now,
    });
    const delivery = await insertInboxMessages(
      tx,
      { merchantId, kind: 'operator', title, content, broadcastId: id, at: ctx.now },
      recipients,
    );
    await setDelivered(tx, id, delivery.messages.length);
    await recordAudit(tx, ctx, {
      event: 'console.message.sent',
      operatorId,
      detail: { broadcastId: id, target: input.target, delivered: delivery.messages.length },
    });
    return { id, delivery };
  });
  await announceInboxMessages(deps.db.orm, deps.events, delivery);
  return { id, delivered: delivery.messages.length };
}

/** The messages operators sent, newest first, with how many inboxes received each and how many have read it. */
export async function listBroadcasts(db: Database, merchantId: number, pageNo: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    broadcastPage(db.orm, merchantId, (pageNo - 1) * pageSize, pageSize),
    countBroadcasts(db.orm, merchantId),
  ]);
  const read = await readCounts(
    db.orm,
    rows.map((r) => r.id),
  );
  const list: ConsoleBroadcast[] = rows.map((r) => ({
    id: r.id,
    target: r.target,
    title: r.title,
    delivered: r.delivered,
    read: read.get(r.id) ?? 0,
    operator: r.operator,
    createdAt: r.createdAt.getTime(),
  }));
  return { list, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}
