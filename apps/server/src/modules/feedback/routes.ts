import { FEEDBACK_IMAGE_LIMITS, feedbackFieldsSchema, isTrialType } from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { requestContext } from '../../platform/request-context.ts';
import type { SessionResolver } from '../../platform/session-guard.ts';
import { PHOTO_DIMENSIONS } from '../../platform/uploads/image-decoding.ts';
import { readImageForm } from '../../platform/uploads/image-parts.ts';
import { checkFeedback, feedbackSettings, submitFeedback } from './submit-feedback.ts';

export interface FeedbackRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  /** Feedback is open to guests; a member's token, when sent, ties the feedback to the member for the reply. */
  resolveSession: SessionResolver;
}

/** Per session (per address for guests): enough for a person, not for a script filling the operators’ inbox. */
const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

/** Feedback from players and guests: PUT /wps/feedback and its settings. */
export default async function feedbackRoutes(app: FastifyInstance, options: FeedbackRoutesOptions) {
  const { db, clock, resolveSession } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The member behind the token, or null for a guest (no token) and a trial account (which has no inbox to answer in).
   * A token that is no longer valid is 401 like anywhere else, rather than silently sending as a guest.
   */
  async function memberOf(request: FastifyRequest) {
    const token = request.headers.authorization?.trim();
    if (!token) return null;
    const session = await resolveSession({ token, merchant: request.merchant, ip: request.ip });
    if (!session || session.merchantId !== request.merchant.id) throw new AppError('login.not.session');
    return isTrialType(session.memberType) ? null : session.memberId;
  }

  r.route({
    ...endpointRoute('feedbackSettings'),
    handler: async (request) => feedbackSettings(request.merchant),
  });

  r.route({
    ...endpointRoute('feedback', { rateLimit: FEEDBACK_RATE_LIMIT }),
    handler: async (request) => {
      const memberId = await memberOf(request);
      const ctx = requestContext(request, clock);
      // The whole form is judged before any image is decoded: a refused form costs no decoding.
      const form = await readImageForm(request, { ...FEEDBACK_IMAGE_LIMITS, dimensions: PHOTO_DIMENSIONS }, (raw) => {
        const parsed = feedbackFieldsSchema.safeParse(raw);
        if (!parsed.success) {
          const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'form', i.message]));
          throw new AppError('request.invalid', { fields });
        }
        checkFeedback(ctx, memberId, parsed.data);
        return parsed.data;
      });
      return submitFeedback(db, ctx, memberId, form.fields, form.images);
    },
  });
}
