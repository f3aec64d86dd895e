import type { SessionRow } from './queries.ts';

export interface SessionCacheOptions {
  /** How long a live session's row is trusted without asking the database again. */
  ttlMs: number;
  /** Rows held at most; the oldest goes first. */
  maxEntries: number;
}

/** A read of the database that started before a revocation; `store` ignores it (`SessionCache.ticket`). */
export type ReadTicket = number;

/**
 * Live sessions' rows per token hash, kept for a few seconds in this process so that a signed-in request costs the
 * query it came for and no session look-up. Only live rows are kept: a refusal always asks the database.
 *
 * A revoked session must stop working at once: `forget` drops its row here, and `revoke` also tells the other
 * processes (`shareSessionInvalidations`). A read that was running while a session was revoked may carry the row
 * as it was before, so each revocation also voids the reads in flight: `store` keeps a row only if no revocation
 * happened since its read began. If a message between processes is lost, the row lives out its few seconds.
 */
export class SessionCache {
  private readonly options: SessionCacheOptions;
  private readonly byToken = new Map<string, { expires: number; row: SessionRow }>();
  private readonly tokenBySession = new Map<string, string>();
  private readonly publishers = new Set<(sessionId: string) => void>();
  private revocations = 0;

  constructor(options: SessionCacheOptions) {
    this.options = options;
  }

  /** The row of a live session read within the last `ttlMs`, or null. */
  get(tokenHash: string, now: number): SessionRow | null {
    const hit = this.byToken.get(tokenHash);
    if (!hit) return null;
    if (hit.expires > now) return hit.row;
    this.drop(tokenHash, hit.row.id);
    return null;
  }

  /** Taken before reading the database: `store` refuses the row if a session was revoked meanwhile. */
  ticket(): ReadTicket {
    return this.revocations;
  }

  store(tokenHash: string, row: SessionRow, ticket: ReadTicket, now: number) {
    if (ticket !== this.revocations) return;
    const previous = this.byToken.get(tokenHash);
    if (previous) this.drop(tokenHash, previous.row.id);
    else if (this.byToken.size >= this.options.maxEntries) {
      const oldest = this.byToken.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].row.id);
    }
    this.byToken.set(tokenHash, { expires: now + this.options.ttlMs, row });
    this.tokenBySession.set(row.id, tokenHash);
  }

  /** The session was used and the database told so: the kept row says so too. */
  touched(tokenHash: string, lastSeenAt: Date) {
    const hit = this.byToken.get(tokenHash);
    if (hit) hit.row = { ...hit.row, lastSeenAt };
  }

  /** Drops the session's row in this process (a revocation here or one another process reported). */
  forget(sessionId: string) {
    this.revocations += 1;
    const tokenHash = this.tokenBySession.get(sessionId);
    if (tokenHash !== undefined) this.drop(tokenHash, sessionId);
  }

  /** Drops the session's row here and in every process that listens (`addPublisher`). Call after the commit. */
  revoke(sessionId: string) {
    this.forget(sessionId);
    for (const publish of this.publishers) publish(sessionId);
  }

  /** Tells others about revocations made here; returns the function that stops it. */
  addPublisher(publish: (sessionId: string) => void) {
    this.publishers.add(publish);
    return () => void this.publishers.delete(publish);
  }

  get size() {
    return this.byToken.size;
  }

  private drop(tokenHash: string, sessionId: string) {
    this.byToken.delete(tokenHash);
    if (this.tokenBySession.get(sessionId) === tokenHash) this.tokenBySession.delete(sessionId);
  }
}
