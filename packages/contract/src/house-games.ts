import { z } from 'zod';
import { positiveAmountSchema } from './deposit.ts';

/**
 * The house vendor's own game server (DOMAIN.md "Games"). Its clients run in the game dialog (an iframe at the launch
 * URL `/house/<gameCode>?token=…`) and talk to these endpoints with the launch token, never the member's session; the
 * game server in turn moves money only through the seamless wallet API, like any third-party vendor.
 *
 * Auth model: `/house/v1/*` is the vendor's own server, not the player API, so it is not in the endpoint table and
 * passes no merchant, feature or session gate. The launch token (in the query or body) is the only credential: it
 * names the merchant, the game and the player (a member, or nobody for free play) and must not have expired. Answers
 * use the `{success, value}` envelope all the same (errors from `errors.ts`, `house.*`), so one client helper reads
 * both. `POST /house/v1/verify` needs nothing. A member's own round with its proof is `houseRound` in the endpoint
 * table (`GET /wps/relay/HOUSE_roundProof?roundId=`, session, other members' rounds are 404).
 *
 * Provably fair: before a round the player sees `serverSeedHash` (SHA-256 of the server seed), the client seed and the
 * nonce; the round's outcome is derived from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`). Rotating the
 * seed reveals the old server seed, so every round played under it can be checked on the verify page.
 */

/** The house games: a 5×3 video slot (RNG), a scratch card (RNG/SC) and a wheel with a progressive jackpot (RNG/JP). */
export const houseGameCodes = ['lotus-slot', 'lotus-scratch', 'lotus-wheel'] as const;
export type HouseGameCode = (typeof houseGameCodes)[number];

const amount = z.number().finite();

export const fairnessStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int().nonnegative(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

/** GET /house/v1/session?token=… */
export const houseSessionSchema = z.object({
  game: z.object({
    code: z.enum(houseGameCodes),
    name: z.string(),
    minStake: amount,
    maxStake: amount,
    /** Stakes the client offers, ascending. */
    stakes: z.array(amount),
  }),
  /** Free play (`accountType 0`): play chips that never reach the ledger. */
  freePlay: z.boolean(),
  balance: amount,
  currency: z.string(),
  fairness: fairnessStateSchema,
  /** Progressive jackpot games only: the pool now. */
  jackpot: amount.nullable(),
});
export type HouseSession = z.infer<typeof houseSessionSchema>;

/** One winning pay line of the slot: `line` indexes the pay-line table, `count` symbols from the left. */
export const slotLineWinSchema = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  /** Multiple of the line stake. */
  multiplier: z.number(),
});

export const slotOutcomeSchema = z.object({
  game: z.literal('lotus-slot'),
  /** Five reels, each three symbols top to bottom. */
  reels: z.array(z.array(z.string()).length(3)).length(5),
  lines: z.array(slotLineWinSchema),
  scatterCount: z.number().int(),
  /** Total multiple of the whole stake. */
  multiplier: z.number(),
});

export const scratchOutcomeSchema = z.object({
  game: z.literal('lotus-scratch'),
  /** Nine symbols, row by row (3×3); three alike win that symbol's prize. */
  cells: z.array(z.string()).length(9),
  winningSymbol: z.string().nullable(),
  multiplier: z.number(),
});

export const wheelOutcomeSchema = z.object({
  game: z.literal('lotus-wheel'),
  /** Index of the segment the wheel stops at. */
  segment: z.number().int(),
  label: z.string(),
  multiplier: z.number(),
  /** True when the jackpot segment hit: the pool was paid on top of the multiplier. */
  jackpot: z.boolean(),
});

export const houseOutcomeSchema = z.discriminatedUnion('game', [
  slotOutcomeSchema,
  scratchOutcomeSchema,
  wheelOutcomeSchema,
]);
export type HouseOutcome = z.infer<typeof houseOutcomeSchema>;

/** POST /house/v1/play: `roundKey` is the client's idempotency key for this press of the button. */
export const housePlayRequestSchema = z.object({
  token: z.string().min(1).max(200),
  stake: positiveAmountSchema,
  roundKey: z.uuid(),
});

export const houseRoundSchema = z.object({
  id: z.number().int(),
  gameCode: z.enum(houseGameCodes),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Only once the seed was rotated out. */
  serverSeed: z.string().nullable(),
  stake: amount,
  payout: amount,
  outcome: houseOutcomeSchema,
  createdAt: z.number().int(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

/** `houseRound` (GET /wps/relay/HOUSE_roundProof?roundId=): one of the member's rounds, as `houseRoundSchema`. */
export const houseRoundQuerySchema = z.object({
  roundId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const housePlayResultSchema = z.object({
  round: houseRoundSchema,
  balance: amount,
  fairness: fairnessStateSchema,
  jackpot: amount.nullable(),
});
export type HousePlayResult = z.infer<typeof housePlayResultSchema>;

/** POST /house/v1/seed/rotate: reveals the current server seed and starts a new one (with the client's seed if given). */
export const houseRotateRequestSchema = z.object({
  token: z.string().min(1).max(200),
  clientSeed: z.string().trim().min(1).max(64).optional(),
});
export const houseRotateResultSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    rounds: z.number().int(),
  }),
  fairness: fairnessStateSchema,
});

/** POST /house/v1/verify (public): recomputes an outcome from the revealed seed, as the verify page does. */
export const houseVerifyRequestSchema = z.object({
  gameCode: z.enum(houseGameCodes),
  serverSeed: z.string().min(1).max(128),
  clientSeed: z.string().min(1).max(64),
  nonce: z.number().int().nonnegative(),
});
export const houseVerifyResultSchema = z.object({
  serverSeedHash: z.string(),
  /** The jackpot segment's pay depends on the pool at the time, so the verify page compares the multiplier only. */
  outcome: houseOutcomeSchema,
});
