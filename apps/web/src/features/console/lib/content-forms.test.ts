import type { ConsoleAnnouncement, ConsoleBanner } from '@lotus/contract';
import { announcementInputSchema, bannerInputSchema, helpEntryInputSchema, sendMessageSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applyTool, imageTag } from '../components/html-editor';
import {
  announcementPayload,
  announcementValuesOf,
  bannerPayload,
  bannerValuesOf,
  hasHtmlContent,
  helpPayload,
  messagePayload,
  messageTarget,
} from './content-forms';

/** The fields the contract refuses in a body the form built (what the form shows its problems on). */
const refused = (schema: z.ZodType, body: unknown) =>
  (schema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

const CST = 480;

const banner: ConsoleBanner = {
  id: 7,
  groupName: 'w_rng',
  imageUrl: 'media/0b7c7a55-0000-4000-8000-000000000001',
  title: { EN: 'Spin week' },
  linkageType: 'ROUTE',
  linkTarget: '/rng?vassalage=PG',
  enabled: true,
  sort: 3,
  activeFrom: Date.UTC(2026, 10, 23, 16, 0),
  activeUntil: null,
  languages: ['EN'],
  live: true,
  updatedAt: 0,
};

describe('banner form', () => {
  it('a new banner starts enabled, in every language, with no window, in the chosen place', () => {
    const values = bannerValuesOf(null, 'w_live', CST);
    expect(values).toMatchObject({ groupName: 'w_live', enabled: true, languages: 'ALL', activeFrom: '', sort: '0' });
    expect(refused(bannerInputSchema, bannerPayload(values, CST))).toEqual(['imageUrl', 'title']);
  });

  it('round-trips an existing banner to the same request, valid for the contract', () => {
    const values = bannerValuesOf(banner, 'w_home', CST);
    expect(values.activeFrom).toBe('2026-11-24T00:00');
    expect(values.title).toEqual({ EN: 'Spin week', CN: '' });
    const body = bannerPayload(values, CST);
    expect(body).toEqual({
      groupName: 'w_rng',
      imageUrl: banner.imageUrl,
      title: { EN: 'Spin week' },
      linkageType: 'ROUTE',
      linkTarget: '/rng?vassalage=PG',
      enabled: true,
      sort: 3,
      activeFrom: banner.activeFrom,
      activeUntil: null,
      languages: ['EN'],
    });
    expect(bannerInputSchema.safeParse(body).success).toBe(true);
  });

  it('drops the link target when the link is off; the contract refuses bad windows, orders and unreadable times', () => {
    const values = { ...bannerValuesOf(banner, 'w_home', CST), linkageType: 'NONE' as const };
    expect(bannerPayload(values, CST).linkTarget).toBeNull();
    const refusedOf = (changes: Partial<typeof values>) =>
      refused(bannerInputSchema, bannerPayload({ ...values, ...changes }, CST));
    expect(refusedOf({ sort: '-1', title: { EN: ' ', CN: '' } })).toEqual(['sort', 'title']);
    // A blank order and a time that is no date are sent as NaN, which the contract refuses.
    expect(refusedOf({ sort: ' ' })).toEqual(['sort']);
    expect(refusedOf({ sort: '1.5' })).toEqual(['sort']);
    expect(refusedOf({ activeFrom: '2026-02-30T10:00' })).toEqual(['activeFrom']);
    expect(refusedOf({ activeUntil: '2026-11-23T23:00' })).toEqual(['activeUntil']);
  });
});

describe('link targets', () => {
  it('are judged by the contract for each link type, on the link target', () => {
    const base = bannerValuesOf(banner, 'w_home', CST);
    const linkRefused = (linkageType: ConsoleBanner['linkageType'], linkTarget: string) =>
      refused(bannerInputSchema, bannerPayload({ ...base, linkageType: linkageType as 'ROUTE', linkTarget }, CST));
    expect(linkRefused('NONE', '')).toEqual([]);
    expect(linkRefused('ROUTE', '')).toEqual(['linkTarget']);
    expect(linkRefused('ROUTE', 'promotion')).toEqual(['linkTarget']);
    expect(linkRefused('ROUTE', '//evil.example')).toEqual(['linkTarget']);
    expect(linkRefused('ROUTE', '/promotion')).toEqual([]);
    expect(linkRefused('GAME', 'PG:pg-wild-panda')).toEqual([]);
    expect(linkRefused('GAME', 'pg-wild-panda')).toEqual(['linkTarget']);
    expect(linkRefused('URL', 'http://example.com')).toEqual(['linkTarget']);
    expect(linkRefused('URL', 'javascript:alert(1)')).toEqual(['linkTarget']);
    expect(linkRefused('URL', 'https://example.com/a')).toEqual([]);
    expect(linkRefused('PROMOTION', '12')).toEqual([]);
    expect(linkRefused('PROMOTION', '')).toEqual([]);
    expect(linkRefused('PROMOTION', 'not an id')).toEqual(['linkTarget']);
  });
});

describe('announcement form', () => {
  it('a pop-up carries its execution; other kinds none; all platforms become no filter', () => {
    const values = {
      ...announcementValuesOf(null, 'popup', CST),
      title: { EN: 'Welcome', CN: '欢迎' },
      content: { EN: '<p>Hello</p>', CN: '<p></p>' },
      execution: 'A' as const,
    };
    const body = announcementPayload(values, CST);
    expect(body).toMatchObject({ kind: 'popup', execution: 'A', platforms: null, promotionType: null });
    // Empty tags count as nothing written: the CN players get the fallback instead of a blank pop-up.
    expect(body.content).toEqual({ EN: '<p>Hello</p>' });
    expect(announcementInputSchema.safeParse(body).success).toBe(true);

    const notice = announcementPayload({ ...values, kind: 'notice', platforms: { W: true, M: false, A: true } }, CST);
    expect(notice).toMatchObject({ kind: 'notice', execution: null, platforms: ['W', 'A'] });
    expect(announcementInputSchema.safeParse(notice).success).toBe(true);
  });

  it('reads an existing promotion announcement back with its platforms and type', () => {
    const item: ConsoleAnnouncement = {
      id: 1,
      kind: 'promotion',
      title: { CN: '首存' },
      content: { CN: '<p>送</p>' },
      execution: null,
      promotionType: 'FIRST_DEPOSIT',
      platforms: ['M'],
      linkageType: 'PROMOTION',
      linkTarget: null,
      enabled: false,
      sort: 1,
      activeFrom: null,
      activeUntil: Date.UTC(2026, 11, 31, 16, 0),
      languages: null,
      live: false,
      updatedAt: 0,
    };
    const values = announcementValuesOf(item, 'notice', CST);
    expect(values).toMatchObject({
      kind: 'promotion',
      platforms: { W: false, M: true, A: false },
      activeUntil: '2027-01-01T00:00',
      linkTarget: '',
    });
    expect(refused(announcementInputSchema, announcementPayload(values, CST))).toEqual([]);
    expect(announcementPayload(values, CST)).toMatchObject({
      promotionType: 'FIRST_DEPOSIT',
      platforms: ['M'],
      activeUntil: item.activeUntil,
      linkTarget: null,
    });
    expect(refused(announcementInputSchema, announcementPayload({ ...values, linkageType: 'URL' }, CST))).toEqual([
      'linkTarget',
    ]);
  });

  it('needs a platform and content in some language', () => {
    const values = {
      ...announcementValuesOf(null, 'notice', CST),
      title: { EN: 'x', CN: '' },
      platforms: { W: false, M: false, A: false },
    };
    expect(refused(announcementInputSchema, announcementPayload(values, CST))).toEqual(['content', 'platforms']);
  });

  it('an agent notice has no platforms, link, execution or promotion type, whatever the form held', () => {
    const values = {
      ...announcementValuesOf(null, 'agent', CST),
      title: { EN: 'Commission rules', CN: '' },
      content: { EN: '<p>New tiers</p>', CN: '' },
      platforms: { W: false, M: false, A: false },
      linkageType: 'URL' as const,
      linkTarget: 'javascript:alert(1)',
      promotionType: 'FIRST_DEPOSIT',
    };
    const body = announcementPayload(values, CST);
    expect(body).toMatchObject({
      kind: 'agent',
      platforms: null,
      linkageType: 'NONE',
      linkTarget: null,
      execution: null,
      promotionType: null,
    });
    expect(refused(announcementInputSchema, body)).toEqual([]);
  });
});

describe('messages and help', () => {
  it('builds each kind of message target; an empty one is refused by the contract on its field', () => {
    expect(messageTarget({ kind: 'member', username: ' demo ', levels: [] })).toEqual({
      kind: 'member',
      username: 'demo',
    });
    expect(messageTarget({ kind: 'vip', username: '', levels: [5, 0, 2] })).toEqual({ kind: 'vip', levels: [0, 2, 5] });
    const all = messageTarget({ kind: 'all', username: 'x', levels: [1] });
    expect(all).toEqual({ kind: 'all' });
    const message = (target: Parameters<typeof messageTarget>[0]) =>
      messagePayload({ target, title: { EN: 'Hi', CN: '' }, content: { EN: '<p>x</p>', CN: '<p> </p>' } });
    expect(message({ kind: 'all', username: '', levels: [] })).toEqual({
      target: { kind: 'all' },
      title: { EN: 'Hi' },
      content: { EN: '<p>x</p>' },
    });
    expect(refused(sendMessageSchema, message({ kind: 'all', username: '', levels: [] }))).toEqual([]);
    expect(refused(sendMessageSchema, message({ kind: 'member', username: ' ', levels: [] }))).toEqual([
      'target.username',
    ]);
    expect(refused(sendMessageSchema, message({ kind: 'vip', username: '', levels: [] }))).toEqual(['target.levels']);
  });

  it('a help entry: anchor lowercased or null', () => {
    expect(helpPayload({ title: ' Terms ', anchor: 'TERM', sort: '10', content: '<p>x</p>' }, 'EN', null)).toEqual({
      lang: 'EN',
      parentId: null,
      title: 'Terms',
      anchor: 'term',
      sort: 10,
      content: '<p>x</p>',
    });
    expect(helpPayload({ title: 'A', anchor: ' ', sort: '0', content: '' }, 'CN', 4).anchor).toBeNull();
    const help = (changes: object) =>
      refused(
        helpEntryInputSchema,
        helpPayload({ title: 'A', anchor: '', sort: '0', content: '', ...changes }, 'EN', null),
      );
    expect(help({ title: ' ', anchor: 'not ok', sort: '' })).toEqual(['anchor', 'sort', 'title']);
  });

  it('counts HTML as written only with words or a picture', () => {
    expect(hasHtmlContent('<p>&nbsp;</p><br>')).toBe(false);
    expect(hasHtmlContent('<p><img src="media/x"></p>')).toBe(true);
    expect(hasHtmlContent('plain')).toBe(true);
  });

  it('the editor wraps the selection and puts the caret after it', () => {
    expect(applyTool('say hello now', 4, 9, 'b')).toEqual({ text: 'say <strong>hello</strong> now', caret: 26 });
    expect(applyTool('a\nb', 0, 3, 'ul').text).toBe('<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>');
    // An uploaded picture by its root path (it resolves on every page), its name as the text alternative.
    expect(imageTag('media/abc', 'sale "poster"')).toBe('<img src="/media/abc" alt="sale poster" />');
  });
});
