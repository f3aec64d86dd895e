import websocket from '@fastify/websocket';
import { SOCKET_MAX_MESSAGE_BYTES, SOCKET_PATH } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { parseMerchantHeader } from '../../platform/merchant/merchant-header.ts';
import type { SessionResolver } from '../../platform/session-guard.ts';
import { startHeartbeat } from './heartbeat.ts';
import { serveSocket } from './socket-session.ts';

export interface RealtimeOptions {
  events: EventBus;
  resolveSession: SessionResolver;
  directory: MerchantDirectory;
  clock: Clock;
  authTimeoutMs?: number;
  heartbeatMs?: number;
  /** How often an open socket looks at its session at the latest (besides at the session's end). */
  sessionRecheckMs?: number;
}

const GOING_AWAY = 1001;

/**
 * `GET /ws` (API.md "Socket events"): a member's live messages. The token comes in the first message, never in the
 * URL, and is checked by the same resolver as the HTTP session guard.
 */
export default async function realtimeRoutes(app: FastifyInstance, options: RealtimeOptions) {
  const { events, resolveSession, directory, clock } = options;
  const heartbeat = startHeartbeat(options.heartbeatMs ?? 30_000);

  // Before the plugin's own preClose, which closes sockets without saying why: 1001 tells clients to reconnect.
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer?.clients ?? []) client.close(GOING_AWAY, 'server shutting down');
  });
  app.addHook('onClose', async () => heartbeat.stop());
  // Registered here rather than app-wide, so its hooks run for this route only.
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_MESSAGE_BYTES } });

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    heartbeat.watch(socket);
    serveSocket(socket, {
      events,
      clock,
      authTimeoutMs: options.authTimeoutMs ?? 10_000,
      recheckMs: options.sessionRecheckMs ?? 5 * 60_000,
      onError: (err) => request.log.error({ err }, 'socket failed'),
      authenticate: async ({ token, merchant: code }, use) => {
        const merchantCode = parseMerchantHeader(code);
        const merchant = merchantCode ? await directory.get(merchantCode) : null;
        if (!merchant) return null;
        // Listening is not use: only the login counts, so an open socket never keeps an idle session alive.
        const session = await resolveSession({ token, merchant, ip: request.ip, touch: use === 'login' });
        return session && session.merchantId === merchant.id ? session : null;
      },
    });
  });
}
