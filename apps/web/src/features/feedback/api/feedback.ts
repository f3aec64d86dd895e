import {
  FEEDBACK_IMAGE_FIELD,
  type FeedbackFields,
  feedbackReceiptSchema,
  feedbackSettingsSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/** The merchant's word limits, question types and image limits for the form. */
export const feedbackSettingsQuery = queryOptions({
  queryKey: ['feedback', 'settings'],
  queryFn: ({ signal }) => callEndpoint('feedbackSettings', { schema: feedbackSettingsSchema, signal }),
  staleTime: 10 * 60_000,
});

/** `PUT /wps/feedback` as multipart: the text fields first, then each image under the same field name. */
export function sendFeedback(fields: FeedbackFields, images: readonly File[]) {
  const form = new FormData();
  form.set('questionType', fields.questionType);
  form.set('content', fields.content);
  if (fields.contact) form.set('contact', fields.contact);
  for (const image of images) form.append(FEEDBACK_IMAGE_FIELD, image, image.name);
  return callEndpoint('feedback', { form, schema: feedbackReceiptSchema });
}
