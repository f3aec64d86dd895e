import { authLimits } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import {
  clearAccountFailures,
  countAccountFailures,
  countIpFailures,
  deleteLock,
  findLock,
  insertLoginFailure,
  saveLock,
} from './queries.ts';

const MINUTE = 60_000;
/** Failures older than this no longer make the captcha required. */
const CAPTCHA_MEMORY_MS = 24 * 60 * MINUTE;
const LOCK_MEMORY_MS = 24 * 60 * MINUTE;

/**
 * The key failures and locks are counted under: the lower-cased username or the full phone number, whether or not
 * an account has it, so that the answers for unknown accounts are exactly those for known ones.
 */
export const usernameKey = (username: string) => `u:${username.trim().toLowerCase()}`;
export const phoneKey = (phone: string) => `p:${phone}`;

const since = (now: Date, ms: number) => new Date(now.getTime() - ms);
const retryAfter = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Refuses the attempt before any password is checked: an address that failed too often (credential stuffing), a
 * locked account, or one that failed `maxFailuresPerHour` times in the last hour. Returns whether the captcha is
 * required (`captchaAfterFailures` failures since the last success).
 */
export async function checkLoginAllowed(orm: Orm, ctx: RequestContext, accountKey: string) {
  const merchantId = ctx.merchant.id;
  const ipFailures = await countIpFailures(
    orm,
    merchantId,
    ctx.ip,
    since(ctx.now, authLimits.lockWindowMinutes * MINUTE),
  );
  if (ipFailures >= authLimits.maxFailuresPerIp) {
    throw new AppError('rate.limited', { retryAfterSeconds: authLimits.lockWindowMinutes * 60 });
  }
  const lock = await findLock(orm, merchantId, accountKey);
  if (lock && lock.lockedUntil.getTime() > ctx.now.getTime()) {
    throw new AppError('login.locked', { retryAfterSeconds: retryAfter(lock.lockedUntil, ctx.now), captcha: true });
  }
  const lastHour = await countAccountFailures(orm, merchantId, accountKey, since(ctx.now, 60 * MINUTE));
  if (lastHour >= authLimits.maxFailuresPerHour) {
    throw new AppError('login.locked', { retryAfterSeconds: 15 * 60, captcha: true });
  }
  const recent = await countAccountFailures(orm, merchantId, accountKey, since(ctx.now, CAPTCHA_MEMORY_MS));
  return { captchaRequired: recent >= authLimits.captchaAfterFailures };
}

/**
 * Counts a failure; the tenth within the window locks the account for 15 minutes, each further lock twice as long
 * as the one before, never more than `maxLockMinutes`. A lock stops password guesses only: the owner still logs in
 * by SMS code or remember-me token, and a password reset ends the lock, so nobody can lock a victim out for good.
 * Returns whether the captcha is now required.
 */
export async function recordLoginFailure(orm: Orm, ctx: RequestContext, accountKey: string) {
  const merchantId = ctx.merchant.id;
  await insertLoginFailure(orm, merchantId, accountKey, ctx.ip, ctx.now);
  const inWindow = await countAccountFailures(
    orm,
    merchantId,
    accountKey,
    since(ctx.now, authLimits.lockWindowMinutes * MINUTE),
  );
  let locked = false;
  if (inWindow >= authLimits.lockAfterFailures) {
    const previous = await findLock(orm, merchantId, accountKey);
    // A lock lasts at least the window, so the failures that caused it no longer count once it ends. Locks grow
    // while they follow each other within a day.
    if (!previous || previous.lockedUntil.getTime() <= ctx.now.getTime()) {
      const recentLock = previous && ctx.now.getTime() - previous.lockedUntil.getTime() < LOCK_MEMORY_MS;
      const lockCount = (recentLock ? previous.lockCount : 0) + 1;
      const minutes = Math.min(authLimits.lockMinutes * 2 ** (lockCount - 1), authLimits.maxLockMinutes);
      await saveLock(orm, merchantId, accountKey, new Date(ctx.now.getTime() + minutes * MINUTE), lockCount);
      locked = true;
    }
  }
  const recent = await countAccountFailures(orm, merchantId, accountKey, since(ctx.now, CAPTCHA_MEMORY_MS));
  return { captchaRequired: locked || recent >= authLimits.captchaAfterFailures, locked };
}

/** A success forgets the failures and the lock history of the account. */
export async function recordLoginSuccess(orm: Orm, ctx: RequestContext, accountKey: string) {
  await clearAccountFailures(orm, ctx.merchant.id, accountKey);
  await deleteLock(orm, ctx.merchant.id, accountKey);
}
