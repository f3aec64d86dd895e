import { type LinkageType, linkTargetIssue } from '@lotus/contract';
import { AppError } from './app-error.ts';
import { sanitizeLocalizedHtml } from './html/sanitize-content.ts';

/**
 * Fields of what operators write (content, campaigns): texts in both languages, safe HTML, pictures, links and
 * schedules, each checked again on the server before it is stored.
 */

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
const UPLOAD_PATH = /^media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Where a click leads, stored null when there is no link or a promotion link names none. The request schema has
 * already checked the target by the contract's rule; it is checked again here because nothing else may be stored.
 */
export function checkedLink(linkageType: LinkageType, linkTarget: string | null): string | null {
  const problem = linkTargetIssue(linkageType, linkTarget);
  if (problem) throw invalidField('linkTarget', problem);
  return linkageType === 'NONE' || !linkTarget ? null : linkTarget;
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
