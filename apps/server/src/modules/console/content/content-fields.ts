import type { LinkageType } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';
import { sanitizeLocalizedHtml } from '../../../platform/html/sanitize-content.ts';

export const invalidField = (field: string, message: string) =>
  new AppError('request.invalid', { fields: { [field]: message } });

export const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));
export const toMs = (date: Date | null) => (date === null ? null : date.getTime());

/** Whether players see a row now: switched on and inside [activeFrom, activeUntil). */
export const isLive = (row: { enabled: boolean; activeFrom: Date | null; activeUntil: Date | null }, now: Date) =>
  row.enabled &&
  (row.activeFrom === null || row.activeFrom <= now) &&
  (row.activeUntil === null || row.activeUntil > now);

/** A path of this site: one leading slash (two would leave the site), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const GAME_TARGET = /^[A-Za-z0-9_-]{1,40}:[A-Za-z0-9_.-]{1,100}$/;
const UPLOAD_PATH = /^media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Where a click leads, checked for its kind so that nothing but a site route, a game, a promotion or an https page
 * can be stored (never `javascript:`). Stored null when there is no link or a promotion link names none.
 */
export function checkedLink(linkageType: LinkageType, linkTarget: string | null): string | null {
  if (linkageType === 'NONE') return null;
  const target = linkTarget ?? '';
  // A promotion link leads to the reward centre; the promotion it names is optional.
  if (linkageType === 'PROMOTION' && !target) return null;
  if (!target) throw invalidField('linkTarget', 'Say where the link leads');
  const ok =
    (linkageType === 'ROUTE' && SITE_PATH.test(target)) ||
    (linkageType === 'GAME' && GAME_TARGET.test(target)) ||
    (linkageType === 'PROMOTION' && (SITE_PATH.test(target) || /^[A-Za-z0-9_-]{1,60}$/.test(target))) ||
    (linkageType === 'URL' && isHttpsUrl(target));
  if (ok) return target;
  const expected: Record<LinkageType, string> = {
    NONE: '',
    ROUTE: 'A path of the site, such as /promotion',
    GAME: 'A game as <vendor>:<game code>',
    PROMOTION: 'A promotion id or a path of the site',
    URL: 'An https address',
  };
  throw invalidField('linkTarget', expected[linkageType]);
}

/** A banner picture: a file of the site (`/media/banners/…`), an upload (`media/<id>`) or an https address. */
export function checkedImageUrl(imageUrl: string): string {
  if (SITE_PATH.test(imageUrl) || UPLOAD_PATH.test(imageUrl) || isHttpsUrl(imageUrl)) return imageUrl;
  throw invalidField('imageUrl', 'A path of the site, an uploaded image (media/…) or an https address');
}

/** Plain-text titles per language, the empty ones left out. */
export function localizedText(text: { EN?: string | undefined; CN?: string | undefined }) {
  const out: { EN?: string; CN?: string } = {};
  if (text.EN) out.EN = text.EN;
  if (text.CN) out.CN = text.CN;
  return out;
}

/** HTML per language with only safe markup kept; refused when nothing would be left to show. */
export function safeHtml(field: string, text: { EN?: string | undefined; CN?: string | undefined }) {
  const safe = sanitizeLocalizedHtml(text);
  if (!safe.EN && !safe.CN) throw invalidField(field, 'Nothing would be left once unsafe markup is removed');
  return safe;
}

/** A text per language with its keys in one order (the database may give them back in another). */
export const ordered = (text: { EN?: string | undefined; CN?: string | undefined }) => ({ EN: text.EN, CN: text.CN });
