import type {
  AnnouncementInput,
  AnnouncementKind,
  BannerInput,
  ConsoleAnnouncement,
  ConsoleBanner,
  HelpEntryInput,
  LinkageType,
  MessageTarget,
} from '@lotus/contract';
import { fromLocalInput, toLocalInput } from './content-schedule';

/**
 * The console's content forms as plain values (what the inputs hold) and the request bodies built from them, kept
 * apart from the components so the rules are tested on their own.
 */

/** Every language (null on the wire: players in other languages get the fallback), or one of them only. */
export type LanguageChoice = 'ALL' | 'EN' | 'CN';
export type Platform = 'W' | 'M' | 'A';

export interface Localized {
  EN: string;
  CN: string;
}

export interface ScheduleValues {
  enabled: boolean;
  sort: string;
  activeFrom: string;
  activeUntil: string;
  languages: LanguageChoice;
  linkageType: LinkageType;
  linkTarget: string;
}

export interface BannerValues extends ScheduleValues {
  groupName: string;
  imageUrl: string;
  title: Localized;
}

export interface AnnouncementValues extends ScheduleValues {
  kind: AnnouncementKind;
  title: Localized;
  content: Localized;
  execution: 'A' | 'B' | 'F';
  promotionType: string;
  platforms: Record<Platform, boolean>;
}

const languageChoice = (languages: string[] | null): LanguageChoice =>
  languages?.length === 1 && (languages[0] === 'EN' || languages[0] === 'CN') ? languages[0] : 'ALL';
const languagesOf = (choice: LanguageChoice): ('EN' | 'CN')[] | null => (choice === 'ALL' ? null : [choice]);

const scheduleValuesOf = (
  item: {
    enabled: boolean;
    sort: number;
    activeFrom: number | null;
    activeUntil: number | null;
    languages: string[] | null;
    linkageType: string;
    linkTarget: string | null;
  },
  offset: number,
): ScheduleValues => ({
  enabled: item.enabled,
  sort: String(item.sort),
  activeFrom: toLocalInput(item.activeFrom, offset),
  activeUntil: toLocalInput(item.activeUntil, offset),
  languages: languageChoice(item.languages),
  linkageType: item.linkageType as LinkageType,
  linkTarget: item.linkTarget ?? '',
});

const newSchedule = (): ScheduleValues => ({
  enabled: true,
  sort: '0',
  activeFrom: '',
  activeUntil: '',
  languages: 'ALL',
  linkageType: 'NONE',
  linkTarget: '',
});

export const bannerValuesOf = (banner: ConsoleBanner | null, groupName: string, offset: number): BannerValues =>
  banner
    ? {
        ...scheduleValuesOf(banner, offset),
        groupName: banner.groupName,
        imageUrl: banner.imageUrl,
        title: { EN: banner.title.EN ?? '', CN: banner.title.CN ?? '' },
      }
    : { ...newSchedule(), groupName, imageUrl: '', title: { EN: '', CN: '' } };

export const announcementValuesOf = (
  item: ConsoleAnnouncement | null,
  kind: AnnouncementKind,
  offset: number,
): AnnouncementValues => {
  if (!item) {
    return {
      ...newSchedule(),
      kind,
      title: { EN: '', CN: '' },
      content: { EN: '', CN: '' },
      execution: 'B',
      promotionType: '',
      platforms: { W: true, M: true, A: true },
    };
  }
  const platforms = item.platforms;
  return {
    ...scheduleValuesOf(item, offset),
    kind: item.kind,
    title: { EN: item.title.EN ?? '', CN: item.title.CN ?? '' },
    content: { EN: item.content.EN ?? '', CN: item.content.CN ?? '' },
    execution: item.execution === 'A' || item.execution === 'F' ? item.execution : 'B',
    promotionType: item.promotionType ?? '',
    platforms: {
      W: !platforms || platforms.includes('W'),
      M: !platforms || platforms.includes('M'),
      A: !platforms || platforms.includes('A'),
    },
  };
};

/** Only the filled languages: an empty one is left out, so players there get the fallback. */
export function localizedBody(text: Localized): { EN?: string; CN?: string } {
  const body: { EN?: string; CN?: string } = {};
  if (text.EN.trim()) body.EN = text.EN.trim();
  if (text.CN.trim()) body.CN = text.CN.trim();
  return body;
}

/** An HTML editor's text counts as written only when it has words or a picture, not just empty tags. */
export function hasHtmlContent(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

export type FormProblem =
  | 'required'
  | 'oneLanguage'
  | 'sortInvalid'
  | 'timeInvalid'
  | 'endBeforeStart'
  | 'routeInvalid'
  | 'gameInvalid'
  | 'urlInvalid'
  | 'targetRequired'
  | 'platformsRequired'
  | 'anchorInvalid';

/** What is wrong with a link target for its type, or null. */
export function linkTargetProblem(type: LinkageType, target: string): FormProblem | null {
  const value = target.trim();
  // A promotion link leads to the reward centre with or without a promotion named.
  if (type === 'NONE' || (type === 'PROMOTION' && value === '')) return null;
  if (value === '') return 'targetRequired';
  if (type === 'ROUTE') return /^\/[^\s]*$/.test(value) ? null : 'routeInvalid';
  if (type === 'GAME') return /^[A-Za-z0-9_-]+:[^\s:]+$/.test(value) ? null : 'gameInvalid';
  if (type === 'URL') return /^https:\/\/[^\s]+$/i.test(value) ? null : 'urlInvalid';
  return null;
}

export const sortProblem = (sort: string): FormProblem | null => {
  const n = Number(sort);
  return sort.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? null : 'sortInvalid';
};

/** Problems of the start and end times, by field. */
export function windowProblems(values: { activeFrom: string; activeUntil: string }, offset: number) {
  const from = fromLocalInput(values.activeFrom, offset);
  const until = fromLocalInput(values.activeUntil, offset);
  const problems: { activeFrom?: FormProblem; activeUntil?: FormProblem } = {};
  if (from === undefined) problems.activeFrom = 'timeInvalid';
  if (until === undefined) problems.activeUntil = 'timeInvalid';
  else if (from != null && until !== null && until <= from) problems.activeUntil = 'endBeforeStart';
  return problems;
}

const scheduleBody = (values: ScheduleValues, offset: number) => ({
  enabled: values.enabled,
  sort: Number(values.sort),
  activeFrom: fromLocalInput(values.activeFrom, offset) ?? null,
  activeUntil: fromLocalInput(values.activeUntil, offset) ?? null,
  languages: languagesOf(values.languages),
  linkageType: values.linkageType,
  linkTarget: values.linkageType === 'NONE' ? null : values.linkTarget.trim() || null,
});

/** The banner request body; validate the values first (the form's rules). */
export const bannerPayload = (values: BannerValues, offset: number): BannerInput => ({
  groupName: values.groupName,
  imageUrl: values.imageUrl.trim(),
  title: localizedBody(values.title),
  ...scheduleBody(values, offset),
});

const ALL_PLATFORMS: Platform[] = ['W', 'M', 'A'];

export function announcementPayload(values: AnnouncementValues, offset: number): AnnouncementInput {
  const platforms = ALL_PLATFORMS.filter((p) => values.platforms[p]);
  return {
    kind: values.kind,
    title: localizedBody(values.title),
    content: localizedBody({
      EN: hasHtmlContent(values.content.EN) ? values.content.EN : '',
      CN: hasHtmlContent(values.content.CN) ? values.content.CN : '',
    }),
    execution: values.kind === 'popup' ? values.execution : null,
    promotionType: values.kind === 'promotion' && values.promotionType.trim() ? values.promotionType.trim() : null,
    // Every platform ticked is the same as no filter: a platform added later shows it too.
    platforms: platforms.length === ALL_PLATFORMS.length ? null : platforms,
    ...scheduleBody(values, offset),
  };
}

export interface TargetValues {
  kind: MessageTarget['kind'];
  username: string;
  levels: number[];
}

/** The message's target, or the problem with it. */
export function messageTarget(values: TargetValues): MessageTarget | FormProblem {
  switch (values.kind) {
    case 'member':
      return values.username.trim() ? { kind: 'member', username: values.username.trim() } : 'required';
    case 'vip':
      return values.levels.length > 0 ? { kind: 'vip', levels: [...values.levels].sort((a, b) => a - b) } : 'required';
    default:
      return { kind: values.kind };
  }
}

export interface HelpValues {
  title: string;
  anchor: string;
  sort: string;
  content: string;
}

export const helpPayload = (values: HelpValues, lang: 'EN' | 'CN', parentId: number | null): HelpEntryInput => ({
  lang,
  parentId,
  title: values.title.trim(),
  content: values.content,
  anchor: values.anchor.trim() ? values.anchor.trim().toLowerCase() : null,
  sort: Number(values.sort),
});

export const anchorProblem = (anchor: string): FormProblem | null =>
  anchor.trim() === '' || /^[a-z0-9-]{1,40}$/.test(anchor.trim().toLowerCase()) ? null : 'anchorInvalid';

type ProblemMap = Partial<Record<string, FormProblem>>;

function scheduleProblems(values: ScheduleValues, offset: number): ProblemMap {
  const problems: ProblemMap = { ...windowProblems(values, offset) };
  const sort = sortProblem(values.sort);
  if (sort) problems.sort = sort;
  const link = linkTargetProblem(values.linkageType, values.linkTarget);
  if (link) problems.linkTarget = link;
  return problems;
}

/** Problems of a banner form by field (`title` for both titles); empty when it can be sent. */
export function bannerProblems(values: BannerValues, offset: number): ProblemMap {
  const problems = scheduleProblems(values, offset);
  if (!values.imageUrl.trim()) problems.imageUrl = 'required';
  if (!values.title.EN.trim() && !values.title.CN.trim()) problems.title = 'oneLanguage';
  return problems;
}

export function announcementProblems(values: AnnouncementValues, offset: number): ProblemMap {
  const problems = scheduleProblems(values, offset);
  if (!values.title.EN.trim() && !values.title.CN.trim()) problems.title = 'oneLanguage';
  if (!hasHtmlContent(values.content.EN) && !hasHtmlContent(values.content.CN)) problems.content = 'oneLanguage';
  if (!Object.values(values.platforms).some(Boolean)) problems.platforms = 'platformsRequired';
  return problems;
}
