import type { FeedbackQuestionType, FeedbackStatus } from '@lotus/contract';
import { and, arrayContains, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../../db/database.ts';
import { feedback, members, operators } from '../../../db/schema.ts';

export interface FeedbackFilter {
  merchantId: number;
  status?: FeedbackStatus | undefined;
  questionType?: FeedbackQuestionType | undefined;
}

const where = (filter: FeedbackFilter) =>
  and(
    eq(feedback.merchantId, filter.merchantId),
    filter.status ? eq(feedback.status, filter.status) : undefined,
    filter.questionType ? eq(feedback.questionType, filter.questionType) : undefined,
  );

const replier = alias(operators, 'replier');

const columns = {
  id: feedback.id,
  memberId: feedback.memberId,
  questionType: feedback.questionType,
  content: feedback.content,
  contact: feedback.contact,
  username: members.username,
  imageIds: feedback.imageIds,
  status: feedback.status,
  reply: feedback.reply,
  repliedBy: replier.username,
  repliedAt: feedback.repliedAt,
  createdAt: feedback.createdAt,
};

export type FeedbackRow = Awaited<ReturnType<typeof feedbackPage>>[number];

const withNames = (orm: Orm) =>
  orm
    .select(columns)
    .from(feedback)
    .leftJoin(members, eq(members.id, feedback.memberId))
    .leftJoin(replier, eq(replier.id, feedback.repliedBy));

/** One page of the merchant's feedback, newest first, with the member's and the replying operator's names. */
export function feedbackPage(orm: Orm, filter: FeedbackFilter, offset: number, limit: number) {
  return withNames(orm)
    .where(where(filter))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .offset(offset)
    .limit(limit);
}

export async function countFeedback(orm: Orm, filter: FeedbackFilter) {
  const [row] = await orm.select({ n: count() }).from(feedback).where(where(filter));
  return row?.n ?? 0;
}

export async function findFeedbackView(orm: Orm, merchantId: number, id: number) {
  const [row] = await withNames(orm)
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
    .limit(1);
  return row ?? null;
}

/** The feedback row, locked until the end of the transaction (two operators answering at once take turns). */
export async function lockFeedback(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateFeedback(orm: Orm, id: number, changes: Partial<typeof feedback.$inferInsert>) {
  await orm.update(feedback).set(changes).where(eq(feedback.id, id));
}

/** Whether a feedback of the merchant names the upload: only those images are shown to operators. */
export async function isFeedbackImage(orm: Orm, merchantId: number, uploadId: string) {
  const [row] = await orm
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), arrayContains(feedback.imageIds, [uploadId])))
    .limit(1);
  return row !== undefined;
}
