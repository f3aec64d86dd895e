import type { Clock } from '../../platform/clock.ts';

/** A socket with a moment (the clock's epoch ms) at which it has something to do. */
export interface Sweepable {
  readonly dueAt: number;
  due(): void;
}

/**
 * One timer for every socket of the process instead of one each: every `intervalMs` it calls `due()` on the sockets
 * whose moment has come (the auth deadline, the next look at the session). A socket's moment is read on the
 * injectable clock, so moving it moves them; the interval itself only sets how late past its moment a socket is
 * served. Thousands of sockets cost a set entry each and one pass of comparisons per interval.
 */
export class SocketSweep {
  private readonly sockets = new Set<Sweepable>();
  private readonly clock: Clock;
  private readonly timer: NodeJS.Timeout;

  constructor(clock: Clock, intervalMs: number) {
    this.clock = clock;
    this.timer = setInterval(() => this.sweep(), intervalMs);
    this.timer.unref();
  }

  add(socket: Sweepable) {
    this.sockets.add(socket);
  }

  delete(socket: Sweepable) {
    this.sockets.delete(socket);
  }

  stop() {
    clearInterval(this.timer);
    this.sockets.clear();
  }

  private sweep() {
    const now = this.clock.now().getTime();
    for (const socket of this.sockets) if (socket.dueAt <= now) socket.due();
  }
}
