import type { WebSocket } from 'ws';

/**
 * Drops sockets whose peer went away without closing (a phone losing its network): every interval each socket is
 * pinged, and one that has not answered the previous ping is terminated. One timer for all sockets, not one each.
 */
export function startHeartbeat(intervalMs: number) {
  const alive = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        alive.delete(socket);
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();

  return {
    watch(socket: WebSocket) {
      alive.set(socket, true);
      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
      socket.on('close', () => alive.delete(socket));
    },
    stop() {
      clearInterval(timer);
      alive.clear();
    },
  };
}
