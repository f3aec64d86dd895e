import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';

export interface FeedbackRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** Feedback from players and guests: PUT /wps/feedback and its settings. */
export default async function feedbackRoutes(_app: FastifyInstance, _options: FeedbackRoutesOptions) {}
