import type { ConsoleFeedback, FeedbackStatus, feedbackListQuerySchema, LocalizedText } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { escapeHtml } from '../../../platform/html/escape-html.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { findUpload } from '../../../platform/uploads/uploads.ts';
import { FEEDBACK_UPLOAD_PURPOSE } from '../../feedback/submit-feedback.ts';
import { announceInboxMessages, insertInboxMessages } from '../../inbox/deliver.ts';
import {
  countFeedback,
  type FeedbackRow,
  feedbackPage,
  findFeedbackView,
  isFeedbackImage,
  lockFeedback,
  updateFeedback,
} from './queries.ts';

const view = (row: FeedbackRow): ConsoleFeedback => ({
  id: row.id,
  questionType: row.questionType,
  content: row.content,
  contact: row.contact,
  username: row.memberId === null ? null : row.username,
  images: row.imageIds,
  status: row.status,
  reply: row.reply,
  repliedBy: row.repliedBy,
  repliedAt: row.repliedAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
});

export async function listFeedback(db: Database, merchantId: number, query: z.output<typeof feedbackListQuerySchema>) {
  const filter = { merchantId, status: query.status, questionType: query.questionType };
  const [rows, total] = await Promise.all([
    feedbackPage(db.orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
    countFeedback(db.orm, filter),
  ]);
  return {
    list: rows.map(view),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

async function feedbackView(db: Database, merchantId: number, id: number) {
  const row = await findFeedbackView(db.orm, merchantId, id);
  if (!row) throw new AppError('not.found');
  return view(row);
}

/** The bytes of a feedback image: only an upload a feedback of this merchant names. */
export async function feedbackImage(db: Database, merchantId: number, uploadId: string) {
  const image = await findUpload(db.orm, merchantId, uploadId);
  if (image?.purpose !== FEEDBACK_UPLOAD_PURPOSE || !(await isFeedbackImage(db.orm, merchantId, uploadId))) {
    throw new AppError('not.found');
  }
  return image;
}

/** Marks feedback as being looked at, or closed without an answer. */
export async function setFeedbackStatus(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  status: Extract<FeedbackStatus, 'open' | 'closed'>,
) {
  await db.orm.transaction(async (tx) => {
    const row = await lockFeedback(tx, ctx.merchant.id, id);
    if (!row) throw new AppError('not.found');
    await updateFeedback(tx, id, { status });
    await recordAudit(tx, ctx, {
      event: 'console.feedback.status',
      operatorId,
      memberId: row.memberId,
      detail: { feedbackId: id, from: row.status, to: status },
    });
  });
  return feedbackView(db, ctx.merchant.id, id);
}

/** Plain text as HTML paragraphs: escaped, blank lines between paragraphs, single newlines kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('');

const replyTitle: LocalizedText = { EN: 'Reply to your feedback', CN: '您的反馈已回复' };
const yourFeedback: LocalizedText = { EN: 'Your feedback', CN: '您的反馈' };

/** The inbox message of an answer: the answer, then the member's question quoted. */
export function replyContent(reply: string, question: string): LocalizedText {
  const quoted = (label: string) =>
    `${paragraphs(reply)}<blockquote><p><strong>${label}</strong></p>${paragraphs(question)}</blockquote>`;
  return { EN: quoted(yourFeedback.EN), CN: quoted(yourFeedback.CN) };
}

/**
 * Answers a member's feedback: the answer is stored with who wrote it and when, the feedback becomes `replied`, and
 * the member finds the answer in the inbox (kind `feedback`), all in one transaction; `inbox.new` follows the commit.
 * A guest has no inbox: 400 `feedback.reply.guest` (the operator uses the contact they left).
 */
export async function replyToFeedback(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  id: number,
  reply: string,
) {
  const merchantId = ctx.merchant.id;
  const delivery = await deps.db.orm.transaction(async (tx) => {
    const row = await lockFeedback(tx, merchantId, id);
    if (!row) throw new AppError('not.found');
    if (row.memberId === null) throw new AppError('feedback.reply.guest');
    await updateFeedback(tx, id, { reply, repliedBy: operatorId, repliedAt: ctx.now, status: 'replied' });
    const delivery = await insertInboxMessages(
      tx,
      { merchantId, kind: 'feedback', title: replyTitle, content: replyContent(reply, row.content), at: ctx.now },
      { memberIds: [row.memberId] },
    );
    await recordAudit(tx, ctx, {
      event: 'console.feedback.replied',
      operatorId,
      memberId: row.memberId,
      detail: { feedbackId: id, messageId: delivery.messages[0]?.id ?? null },
    });
    return delivery;
  });
  await announceInboxMessages(deps.db.orm, deps.events, delivery);
  return feedbackView(deps.db, merchantId, id);
}
