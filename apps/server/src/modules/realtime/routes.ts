import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import websocket from '@fastify/websocket';
import { SOCKET_MAX_MESSAGE_BYTES, SOCKET_PATH } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { parseMerchantHeader } from '../../platform/merchant/merchant-header.ts';
import type { SessionResolver } from '../../platform/session-guard.ts';
import { startHeartbeat } from './heartbeat.ts';
import { SocketAudiences } from './socket-audiences.ts';
import { type SocketSessionDeps, serveSocket } from './socket-session.ts';
import { SocketSweep } from './socket-sweep.ts';

export interface RealtimeOptions {
  events: EventBus;
  resolveSession: SessionResolver;
  directory: MerchantDirectory;
  clock: Clock;
  authTimeoutMs?: number;
  heartbeatMs?: number;
  /** How often an open socket looks at its session at the latest (besides at the session's end). */
  sessionRecheckMs?: number;
  /** How often the sockets' deadlines are checked: how late past its moment a socket is served at most. */
  sweepMs?: number;
}

const GOING_AWAY = 1001;

/**
 * The plugin routes an upgrade through Fastify with a ServerResponse bound to the connection; once the socket is
 * open nothing answers on that response, but the connection keeps it (and through it the request, Fastify's request
 * and reply, and their headers) for as long as the socket lives. Unbinding it lets them go.
 */
function releaseUpgradeResponse(connection: Socket) {
  const response = (connection as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  response?.detachSocket(connection);
}

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
  const sweep = new SocketSweep(clock, options.sweepMs ?? 1000);
  app.addHook('onClose', async () => {
    heartbeat.stop();
    sweep.stop();
  });
  // Registered here rather than app-wide, so its hooks run for this route only.
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_MESSAGE_BYTES } });

  const sessions: SocketSessionDeps = {
    sweep,
    audiences: new SocketAudiences(events, (err) => app.log.warn({ err }, 'socket message not delivered')),
    clock,
    authTimeoutMs: options.authTimeoutMs ?? 10_000,
    recheckMs: options.sessionRecheckMs ?? 5 * 60_000,
    authenticate: async ({ token, merchant: code }, use, ip) => {
      const merchantCode = parseMerchantHeader(code);
      const merchant = merchantCode ? await directory.get(merchantCode) : null;
      if (!merchant) return null;
      // Listening is not use: only the login counts, so an open socket never keeps an idle session alive.
      const session = await resolveSession({ token, merchant, ip, touch: use === 'login' });
      return session && session.merchantId === merchant.id ? session : null;
    },
  };

  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    // The socket keeps only its address and a logger, so the upgrade's request and reply can be collected: the
    // plugin's error listener holds both for the socket's life, and the session brings its own.
    releaseUpgradeResponse(request.raw.socket);
    socket.removeAllListeners('error');
    heartbeat.watch(socket);
    // The app's logger rather than the request's child: one fewer logger per open socket; errors name the address.
    serveSocket(socket, sessions, { ip: request.ip, log: app.log });
  });
}
