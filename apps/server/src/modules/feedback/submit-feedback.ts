import {
  countWords,
  FEEDBACK_IMAGE_LIMITS,
  type FeedbackFields,
  type FeedbackSettings,
  feedbackQuestionTypes,
  type Language,
} from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { feedback } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ImagePart } from '../../platform/uploads/image-parts.ts';
import { storeUpload } from '../../platform/uploads/uploads.ts';

/** Uploads of feedback images; only operators of the merchant read them back. */
export const FEEDBACK_UPLOAD_PURPOSE = 'feedback';

/** `MCSFE_getFeedbackSettings`: what the form checks before sending, the same the server checks on arrival. */
export function feedbackSettings(merchant: MerchantConfig): FeedbackSettings {
  return {
    minWords: merchant.content.feedbackMinWords,
    maxWords: merchant.content.feedbackMaxWords,
    questionTypes: [...feedbackQuestionTypes],
    limits: { ...FEEDBACK_IMAGE_LIMITS, types: [...FEEDBACK_IMAGE_LIMITS.types] },
  };
}

/** Words as the form counts them in the same language: `Intl.Segmenter` counts each Chinese word once. */
const segmenterLocale = (language: Language) => (language === 'CN' ? 'zh' : 'en');

/**
 * The merchant's word limits and a guest's contact: checked as soon as the form's fields are read, before its images
 * are decoded, and again by `submitFeedback`.
 */
export function checkFeedback(ctx: RequestContext, memberId: number | null, fields: FeedbackFields) {
  const { feedbackMinWords: min, feedbackMaxWords: max } = ctx.merchant.content;
  const words = countWords(fields.content, segmenterLocale(ctx.language));
  if (words < min) throw new AppError('feedback.words.too.few', { min, max, words });
  if (words > max) throw new AppError('feedback.words.too.many', { min, max, words });
  if (memberId === null && !fields.contact) throw new AppError('feedback.contact.required');
}

/**
 * `PUT /wps/feedback`: a question from a member or a guest (who must leave a contact), with up to 3 checked images.
 * Everything is checked before anything is written, and the images and the feedback row commit together.
 */
export async function submitFeedback(
  db: Database,
  ctx: RequestContext,
  memberId: number | null,
  fields: FeedbackFields,
  images: ImagePart[],
): Promise<{ id: number }> {
  checkFeedback(ctx, memberId, fields);
  const contact = fields.contact || null;
  return db.orm.transaction(async (tx) => {
    const owner = { merchantId: ctx.merchant.id, memberId };
    const imageIds: string[] = [];
    for (const image of images) imageIds.push(await storeUpload(tx, owner, FEEDBACK_UPLOAD_PURPOSE, image, ctx.now));
    const [row] = await tx
      .insert(feedback)
      .values({
        merchantId: ctx.merchant.id,
        memberId,
        questionType: fields.questionType,
        // Browsers send form text with CRLF line ends; store plain newlines.
        content: fields.content.replace(/\r\n?/g, '\n'),
        contact,
        imageIds,
        ip: ctx.ip,
        createdAt: ctx.now,
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned no row');
    return { id: row.id };
  });
}
