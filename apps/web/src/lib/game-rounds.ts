/**
 * A house game runs in a frame (the game dialog's iframe, /seamless) and tells the page around it when a round starts
 * and when the game has finished showing it. The page's header balance waits for that end, so it does not tell a win
 * before the reels, the card or the wheel do; the server moves the money (and says so on the socket) the moment the
 * round is played, seconds before.
 */
const MESSAGE = 'lotus:game-round';

export type RoundPhase = 'start' | 'end';

interface GameRoundMessage {
  type: typeof MESSAGE;
  round: string;
  phase: RoundPhase;
}

const isRoundMessage = (data: unknown): data is GameRoundMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<GameRoundMessage>;
  return (
    message.type === MESSAGE &&
    typeof message.round === 'string' &&
    (message.phase === 'start' || message.phase === 'end')
  );
};

/** The game's side: tells the page that frames it (same origin only); a game opened on its own has no one to tell. */
export function announceRound(round: string, phase: RoundPhase, target: Window = window) {
  if (target.parent === target) return;
  const message: GameRoundMessage = { type: MESSAGE, round, phase };
  target.parent.postMessage(message, target.location.origin);
}

/**
 * The rounds being played or shown in frames of this page. A frame closed mid-round never says it ended, so a round
 * is let go after `maxHoldMs` at the latest (the game dialog also reads the balance again when it closes).
 */
export class RoundsInProgress {
  private readonly rounds = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly idleListeners = new Set<() => void>();
  private readonly maxHoldMs: number;

  constructor(maxHoldMs = 30_000) {
    this.maxHoldMs = maxHoldMs;
  }

  get active() {
    return this.rounds.size > 0;
  }

  start(round: string) {
    clearTimeout(this.rounds.get(round));
    this.rounds.set(
      round,
      setTimeout(() => this.end(round), this.maxHoldMs),
    );
  }

  end(round: string) {
    const timer = this.rounds.get(round);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.rounds.delete(round);
    if (this.rounds.size === 0) for (const listener of [...this.idleListeners]) listener();
  }

  /** Runs `listener` each time the last round in progress ends. */
  onIdle(listener: () => void): () => void {
    this.idleListeners.add(listener);
    return () => this.idleListeners.delete(listener);
  }

  clear() {
    for (const round of [...this.rounds.keys()]) this.end(round);
  }
}

export const roundsInProgress = new RoundsInProgress();

/** The page's side: follows the rounds its frames announce (messages of this origin only) while mounted. */
export function followGameRounds(rounds: RoundsInProgress = roundsInProgress, target: Window = window) {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== target.location.origin || !isRoundMessage(event.data)) return;
    if (event.data.phase === 'start') rounds.start(event.data.round);
    else rounds.end(event.data.round);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

/** The socket's `balance.changed` reasons that a game round causes (the seamless wallet's calls). */
export const ROUND_BALANCE_REASONS: ReadonlySet<string> = new Set(['bet', 'win', 'rollback']);
