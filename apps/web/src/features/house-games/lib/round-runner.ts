import { isApiError } from '@/lib/api';

/** What the player is told when a round fails, and what they can do next. */
export type HouseErrorKind = 'insufficient' | 'expired' | 'network' | 'refused';

/**
 * Sorts a failed call into the four answers the game frame gives: top up, reopen the game from the lobby, retry the
 * same round, or read the server's refusal. No answer at all (network, 5xx, rate limit) is the only retryable one: the
 * round may or may not have been played, and only the same round key can tell without risking a second debit.
 */
export function classifyHouseError(error: unknown): HouseErrorKind {
  if (!isApiError(error)) return 'network';
  if (error.status === 0 || error.status >= 500 || error.status === 429) return 'network';
  const code = error.errorCode.toLowerCase();
  if (code.includes('insufficient') || code.includes('balance')) return 'insufficient';
  if (error.status === 401 || /token|session|expired|login/.test(code)) return 'expired';
  return 'refused';
}

export interface RoundRequest {
  roundKey: string;
  stake: number;
}

export type RoundAttempt<R> =
  | { ok: true; value: R; request: RoundRequest }
  | { ok: false; kind: HouseErrorKind; error: unknown; request: RoundRequest };

/**
 * One request per press of the play button. A press while a round is in flight is ignored (never a second debit);
 * a round whose answer was lost stays pending and the next press sends it again with the same key and stake, so the
 * server answers the round it already played instead of playing another. A definite answer (success or a refusal)
 * ends the round; the next press makes a new key.
 */
export class RoundRunner<R> {
  private inFlight = false;
  private lost: RoundRequest | null = null;

  private readonly send: (request: RoundRequest) => Promise<R>;
  private readonly newKey: () => string;

  constructor(send: (request: RoundRequest) => Promise<R>, newKey: () => string = () => crypto.randomUUID()) {
    this.send = send;
    this.newKey = newKey;
  }

  get busy() {
    return this.inFlight;
  }

  /** The round waiting to be retried after a lost answer, if any. */
  get pending(): RoundRequest | null {
    return this.lost;
  }

  /** Plays `stake`, or retries the pending round (whose stake wins); `null` when a round is already in flight. */
  async press(stake: number): Promise<RoundAttempt<R> | null> {
    if (this.inFlight) return null;
    const request = this.lost ?? { roundKey: this.newKey(), stake };
    this.inFlight = true;
    try {
      const value = await this.send(request);
      this.lost = null;
      return { ok: true, value, request };
    } catch (error) {
      const kind = classifyHouseError(error);
      this.lost = kind === 'network' ? request : null;
      return { ok: false, kind, error, request };
    } finally {
      this.inFlight = false;
    }
  }
}
