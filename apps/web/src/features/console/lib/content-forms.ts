import type {
  AnnouncementInput,
  AnnouncementKind,
  BannerInput,
  ConsoleAnnouncement,
  ConsoleBanner,
  HelpEntryInput,
  LinkageType,
  MessageTarget,
  SendMessage,
} from '@lotus/contract';
import { fromLocalInput, toLocalInput } from './content-schedule';

/**
 * The console's content forms as plain values (what the inputs hold) and the request bodies built from them. The
 * contract's request schemas judge the bodies (the forms show their refusals), so nothing here decides what is valid:
 * a value that cannot be read (an unreadable time, an empty order) is passed on as one the schema refuses.
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

/** The number an order field holds; blank or unreadable stays NaN, which the contract refuses. */
const sortOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The instant of a schedule field, null for none; an unreadable date and time stays NaN for the contract to refuse. */
const instantOf = (text: string, offset: number) => {
  const instant = fromLocalInput(text, offset);
  return instant === undefined ? Number.NaN : instant;
};

const scheduleBody = (values: ScheduleValues, offset: number) => ({
  enabled: values.enabled,
  sort: sortOf(values.sort),
  activeFrom: instantOf(values.activeFrom, offset),
  activeUntil: instantOf(values.activeUntil, offset),
  languages: languagesOf(values.languages),
  linkageType: values.linkageType,
  linkTarget: values.linkageType === 'NONE' ? null : values.linkTarget.trim() || null,
});

/** The banner request body. */
export const bannerPayload = (values: BannerValues, offset: number): BannerInput => ({
  groupName: values.groupName,
  imageUrl: values.imageUrl.trim(),
  title: localizedBody(values.title),
  ...scheduleBody(values, offset),
});

/** HTML in the languages that have words or a picture; empty tags count as nothing written. */
export const writtenHtml = (html: Localized) =>
  localizedBody({
    EN: hasHtmlContent(html.EN) ? html.EN : '',
    CN: hasHtmlContent(html.CN) ? html.CN : '',
  });

const ALL_PLATFORMS: Platform[] = ['W', 'M', 'A'];

export function announcementPayload(values: AnnouncementValues, offset: number): AnnouncementInput {
  const platforms = ALL_PLATFORMS.filter((p) => values.platforms[p]);
  const body: AnnouncementInput = {
    kind: values.kind,
    title: localizedBody(values.title),
    content: writtenHtml(values.content),
    execution: values.kind === 'popup' ? values.execution : null,
    promotionType: values.kind === 'promotion' && values.promotionType.trim() ? values.promotionType.trim() : null,
    // Every platform ticked is the same as no filter: a platform added later shows it too.
    platforms: platforms.length === ALL_PLATFORMS.length ? null : platforms,
    ...scheduleBody(values, offset),
  };
  // Agent notices show on the agent centre's one page: no platforms, nothing to click.
  return values.kind === 'agent' ? { ...body, platforms: null, linkageType: 'NONE', linkTarget: null } : body;
}

export interface TargetValues {
  kind: MessageTarget['kind'];
  username: string;
  levels: number[];
}

/** The message's target; a member's name or VIP levels left empty are sent empty, for the contract to refuse. */
export function messageTarget(values: TargetValues): MessageTarget {
  switch (values.kind) {
    case 'member':
      return { kind: 'member', username: values.username.trim() };
    case 'vip':
      return { kind: 'vip', levels: [...values.levels].sort((a, b) => a - b) };
    default:
      return { kind: values.kind };
  }
}

export interface MessageValues {
  target: TargetValues;
  title: Localized;
  content: Localized;
}

/** A message to members: its target, and the title and content in the languages written. */
export const messagePayload = (values: MessageValues): SendMessage => ({
  target: messageTarget(values.target),
  title: localizedBody(values.title),
  content: writtenHtml(values.content),
});

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
  sort: sortOf(values.sort),
});
