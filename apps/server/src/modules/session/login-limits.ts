import { authLimits } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  clearAccountFailures,
  countAccountFailures,
  countAccountFailuresFrom,
  countIpFailures,
  deleteLock,
  deleteLocksOf,
  deleteLoginFailure,
  findLock,
  insertLoginFailure,
  lockLoginAddress,
  lockLoginKey,
  saveLock,
} from './queries.ts';

const MINUTE = 60_000;
/** The key of one account's locks from one address (`lockPerAddress`). */
const pairKey = (accountKey: string, ip: string) => `${accountKey}@${ip}`;
/** Failures older than this no longer make the captcha required. */
const CAPTCHA_MEMORY_MS = 24 * 60 * MINUTE;
const LOCK_MEMORY_MS = 24 * 60 * MINUTE;

/**
 * The key failures and locks are counted under: the lower-cased username or the full phone number, whether or not
 * an account has it, so that the answers for unknown accounts are exactly those for known ones.
 */
export const usernameKey = (username: string) => `u:${username.trim().toLowerCase()}`;
export const phoneKey = (phone: string) => `p:${phone}`;
/**
 * Second-step answers count per member, whichever pending login they were given to, so logging in again with the
 * password starts no fresh budget; only a completed login forgets them.
 */
export const secondFactorKey = (memberId: number) => `2fa:${memberId}`;

const since = (now: Date, ms: number) => new Date(now.getTime() - ms);
const retryAfter = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
const windows = (now: Date) => ({
  window: since(now, authLimits.lockWindowMinutes * MINUTE),
  hour: since(now, 60 * MINUTE),
  memory: since(now, CAPTCHA_MEMORY_MS),
});

export interface LoginAttemptOptions {
  /**
   * Logins to the player site: an address with `maxFailuresPerIp` failures in the window, whatever the accounts
   * (credential stuffing), makes the captcha required for every login from it. It never refuses outright, so the
   * right password of an account nobody attacks still works from an address many people share.
   */
  perAddress?: boolean;
  /**
   * Password sign-ins of a named account (players, operators): the ten failures that lock are counted per account and
   * address, and lock that pair only, so a stranger who knows the name locks out their own address, not the owner.
   * Guesses spread over many addresses still meet the account's `maxFailuresPerHour`, past which only a try with
   * `ownerProof` is judged.
   */
  lockPerAddress?: boolean;
  /**
   * The try carries what only the owner has (an operator's valid authenticator code): it is judged even when the
   * account's hourly budget is spent. The lock of its own address still holds.
   */
  ownerProof?: boolean;
  /**
   * Judge every try, even while others of the key are being judged (a member's own payments sent at once, each with
   * the right payment password): only answers found wrong count, so a right one is never refused for the tries
   * around it. A lock that wrong answers put on while a try was judged refuses that try, right or wrong alike, so a
   * burst of guesses learns no more than the tries before the lock tell.
   */
  judgeInFlight?: boolean;
}

export interface LoginAttempt {
  /** Whether the captcha must be solved before the answer is judged. */
  captchaRequired: boolean;
  /**
   * The answer was wrong: the try stays counted, and the tenth within the window locks the key for 15 minutes, each
   * further lock twice as long as the one before, never more than `maxLockMinutes`. Returns whether the captcha is
   * now required and whether this failure locked the key.
   */
  failed(): Promise<{ captchaRequired: boolean; locked: boolean }>;
  /**
   * The answer was right: the key's failures and lock history are forgotten. With `judgeInFlight`, a lock that came
   * on while this try was judged refuses it with 429 `login.locked` instead.
   */
  passed(): Promise<void>;
}

/**
 * Runs `judge` with one try of the key taken. The try is taken before the answer is judged, in one transaction that
 * holds the key's lock, so concurrent tries cannot all pass the check: a locked key, or one whose tries in the
 * window or the hour are used up (counting those still being judged), gets 429 `login.locked` before any password is
 * checked. The try counts as a failure until `judge` ends and is given back unless `failed()` kept it: a right answer,
 * or one never judged (a missing captcha), costs nothing.
 *
 * A lock stops password guesses only: the owner still logs in by SMS code or remember-me token, and a password reset
 * ends the lock, so nobody can lock a victim out for good. Each new lock is audited (`account.locked`).
 */
export async function withLoginAttempt<T>(
  orm: Orm,
  ctx: RequestContext,
  accountKey: string,
  options: LoginAttemptOptions,
  judge: (attempt: LoginAttempt) => Promise<T>,
): Promise<T> {
  const taken = await takeTry(orm, ctx, accountKey, options);
  const judgeInFlight = options.judgeInFlight === true;
  let kept = false;
  const attempt: LoginAttempt = {
    captchaRequired: taken.captchaRequired,
    failed: async () => {
      kept = true;
      const outcome = await settleFailure(orm, ctx, accountKey, {
        perAddress: options.lockPerAddress === true,
        record: judgeInFlight,
      });
      if (judgeInFlight && outcome.lockedBefore) throw lockedError(outcome.lockedBefore, ctx.now);
      return { ...outcome, captchaRequired: outcome.captchaRequired || taken.captchaRequired };
    },
    passed: async () => {
      if (!judgeInFlight) return recordLoginSuccess(orm, ctx, accountKey);
      await orm.transaction(async (tx) => {
        await lockLoginKey(tx, ctx.merchant.id, accountKey);
        const lock = await findLock(tx, ctx.merchant.id, accountKey);
        if (lock && lock.lockedUntil.getTime() > ctx.now.getTime()) throw lockedError(lock.lockedUntil, ctx.now);
        await recordLoginSuccess(tx, ctx, accountKey);
      });
    },
  };
  try {
    return await judge(attempt);
  } finally {
    if (!kept && taken.id !== null) await deleteLoginFailure(orm, taken.id);
  }
}

const lockedError = (until: Date, now: Date) =>
  new AppError('login.locked', { retryAfterSeconds: retryAfter(until, now), captcha: true });

async function takeTry(orm: Orm, ctx: RequestContext, accountKey: string, options: LoginAttemptOptions) {
  const merchantId = ctx.merchant.id;
  return orm.transaction(async (tx) => {
    // The address before the account key, always, so that no two tries wait on each other crosswise.
    if (options.perAddress) await lockLoginAddress(tx, merchantId, ctx.ip);
    await lockLoginKey(tx, merchantId, accountKey);
    const lockKeys = options.lockPerAddress ? [accountKey, pairKey(accountKey, ctx.ip)] : [accountKey];
    for (const key of lockKeys) {
      const lock = await findLock(tx, merchantId, key);
      if (lock && lock.lockedUntil.getTime() > ctx.now.getTime()) throw lockedError(lock.lockedUntil, ctx.now);
    }
    const failures = await countAccountFailures(tx, merchantId, accountKey, windows(ctx.now));
    const lockCount = options.lockPerAddress
      ? await countAccountFailuresFrom(tx, merchantId, accountKey, ctx.ip, windows(ctx.now).window)
      : failures.window;
    const hourSpent = failures.hour >= authLimits.maxFailuresPerHour && !options.ownerProof;
    if (lockCount >= authLimits.lockAfterFailures || hourSpent) {
      // The tries that will lock the key are still being judged (or, judging in flight, the answers that did).
      throw new AppError('login.locked', { retryAfterSeconds: authLimits.lockMinutes * 60, captcha: true });
    }
    let captchaRequired = failures.memory >= authLimits.captchaAfterFailures;
    if (options.perAddress && !captchaRequired) {
      const fromAddress = await countIpFailures(tx, merchantId, ctx.ip, windows(ctx.now).window);
      captchaRequired = fromAddress >= authLimits.maxFailuresPerIp;
    }
    // Judging in flight, a try is only written down once its answer is found wrong.
    const id = options.judgeInFlight ? null : await insertLoginFailure(tx, merchantId, accountKey, ctx.ip, ctx.now);
    return { id, captchaRequired };
  });
}

/**
 * Locks the key when the failures in the window reached the limit and no lock is on yet. Tries still being judged
 * count too, so a burst of them may lock the key before ten are known to be wrong; judging in flight (`record`), the
 * failure is written here, and `lockedBefore` says whether a lock was already on when it was.
 */
async function settleFailure(
  orm: Orm,
  ctx: RequestContext,
  accountKey: string,
  { perAddress, record }: { perAddress: boolean; record: boolean },
) {
  const merchantId = ctx.merchant.id;
  return orm.transaction(async (tx) => {
    await lockLoginKey(tx, merchantId, accountKey);
    if (record) await insertLoginFailure(tx, merchantId, accountKey, ctx.ip, ctx.now);
    const lockKey = perAddress ? pairKey(accountKey, ctx.ip) : accountKey;
    const previous = await findLock(tx, merchantId, lockKey);
    const failures = await countAccountFailures(tx, merchantId, accountKey, windows(ctx.now));
    const counted = perAddress
      ? await countAccountFailuresFrom(tx, merchantId, accountKey, ctx.ip, windows(ctx.now).window)
      : failures.window;
    let locked = false;
    // A lock lasts at least the window, so the failures that caused it no longer count once it ends. Locks grow
    // while they follow each other within a day.
    if (counted >= authLimits.lockAfterFailures && !(previous && previous.lockedUntil > ctx.now)) {
      const recentLock = previous && ctx.now.getTime() - previous.lockedUntil.getTime() < LOCK_MEMORY_MS;
      const lockCount = (recentLock ? previous.lockCount : 0) + 1;
      const minutes = Math.min(authLimits.lockMinutes * 2 ** (lockCount - 1), authLimits.maxLockMinutes);
      await saveLock(tx, merchantId, lockKey, new Date(ctx.now.getTime() + minutes * MINUTE), lockCount);
      await recordAudit(tx, ctx, {
        event: 'account.locked',
        detail: { account: accountKey, ...(perAddress && { address: ctx.ip }), minutes, lockCount },
      });
      locked = true;
    }
    const lockedBefore = previous && previous.lockedUntil > ctx.now ? previous.lockedUntil : null;
    return { captchaRequired: locked || failures.memory >= authLimits.captchaAfterFailures, locked, lockedBefore };
  });
}

/** A success forgets the failures of the account, and the lock history of the account and of this address. */
export async function recordLoginSuccess(orm: Orm, ctx: RequestContext, accountKey: string) {
  await clearAccountFailures(orm, ctx.merchant.id, accountKey);
  await deleteLock(orm, ctx.merchant.id, accountKey);
  await deleteLock(orm, ctx.merchant.id, pairKey(accountKey, ctx.ip));
}

/**
 * Lifts every lock of the account, from every address, and forgets its failures: an owner proved otherwise (the
 * command line's `reset-password`, a password reset).
 */
export async function liftLocks(orm: Orm, merchantId: number, accountKey: string) {
  await clearAccountFailures(orm, merchantId, accountKey);
  await deleteLocksOf(orm, merchantId, accountKey, `${accountKey}@`);
}
