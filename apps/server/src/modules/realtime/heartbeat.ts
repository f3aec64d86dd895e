import type { WebSocket } from 'ws';

/**
 * Drops sockets whose peer went away without closing (a phone losing its network): every interval each socket is
 * pinged, and one that has not answered the previous ping is terminated. One timer for all sockets, not one each.
 */
export function startHeartbeat(intervalMs: number) {
  const alive = new Map<WebSocket, boolean>();
  // Shared by every socket (ws calls them on the socket), rather than two closures each.
  function answered(this: WebSocket) {
    if (alive.has(this)) alive.set(this, true);
  }
  function gone(this: WebSocket) {
    alive.delete(this);
  }
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
      socket.on('pong', answered);
      socket.on('close', gone);
    },
    stop() {
      clearInterval(timer);
      alive.clear();
    },
  };
}
