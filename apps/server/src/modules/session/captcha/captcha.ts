import { authLimits } from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import { randomChars, sameDigest, sha256 } from '../../../platform/secrets.ts';
import { readSecret, storeSecret, useSecret } from '../../verification/one-time-secrets.ts';
import { drawCaptcha } from './captcha-image.ts';
import { captchaAlphabet } from './glyphs.ts';

const LENGTH = 4;
const answerHash = (answer: string) => sha256(`captcha:${answer.trim().toUpperCase()}`);

/** A new captcha: the PNG (base64) for the client and the id for its HttpOnly cookie; the answer is kept hashed. */
export async function issueCaptcha(
  orm: Orm,
  merchantId: number,
  ip: string,
  now: Date,
  /** Development and tests only: keep the answer readable for `GET /dev/captcha`. */
  revealAnswer = false,
) {
  const answer = randomChars(captchaAlphabet, LENGTH);
  const id = await storeSecret(orm, {
    merchantId,
    purpose: 'captcha',
    secretHash: answerHash(answer),
    ip,
    now,
    ttlMs: authLimits.captchaTtlSeconds * 1000,
    ...(revealAnswer && { data: { answer } }),
  });
  return { id, image: (await drawCaptcha(answer)).toString('base64') };
}

/** Development and tests: the answer of a live captcha issued with `revealAnswer`. */
export async function captchaAnswer(orm: Orm, merchantId: number, id: string | undefined, now: Date) {
  if (!id || id.length > 64) return null;
  const row = await readSecret(orm, merchantId, 'captcha', id, now);
  const answer = row?.data.answer;
  return typeof answer === 'string' ? answer : null;
}

/**
 * Whether the answer matches the captcha of the cookie, case-insensitively. Any check uses the captcha up, right or
 * wrong, so one image allows one guess.
 */
export async function checkCaptcha(
  orm: Orm,
  merchantId: number,
  id: string | undefined,
  answer: string | undefined,
  now: Date,
) {
  if (!id || !answer || id.length > 64) return false;
  const row = await useSecret(orm, merchantId, 'captcha', id, now);
  return row !== null && sameDigest(row.codeHash, answerHash(answer));
}
