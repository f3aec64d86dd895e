import type { ConsoleAnnouncement, ConsoleBanner } from '@lotus/contract';
import { announcementInputSchema, bannerInputSchema, sendMessageSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { applyTool, imageTag } from '../components/html-editor';
import {
  announcementPayload,
  announcementProblems,
  announcementValuesOf,
  bannerPayload,
  bannerProblems,
  bannerValuesOf,
  hasHtmlContent,
  helpPayload,
  linkTargetProblem,
  messageTarget,
} from './content-forms';

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
    expect(bannerProblems(values, CST)).toEqual({ imageUrl: 'required', title: 'oneLanguage' });
  });

  it('round-trips an existing banner to the same request, valid for the contract', () => {
    const values = bannerValuesOf(banner, 'w_home', CST);
    expect(values.activeFrom).toBe('2026-11-24T00:00');
    expect(values.title).toEqual({ EN: 'Spin week', CN: '' });
    expect(bannerProblems(values, CST)).toEqual({});
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

  it('drops the link target when the link is off, and reports bad windows and orders', () => {
    const values = { ...bannerValuesOf(banner, 'w_home', CST), linkageType: 'NONE' as const };
    expect(bannerPayload(values, CST).linkTarget).toBeNull();
    expect(
      bannerProblems({ ...values, activeUntil: '2026-11-23T23:00', sort: '-1', title: { EN: ' ', CN: '' } }, CST),
    ).toEqual({ activeUntil: 'endBeforeStart', sort: 'sortInvalid', title: 'oneLanguage' });
  });
});

describe('link targets', () => {
  it('checks each link type by its own rule', () => {
    expect(linkTargetProblem('NONE', '')).toBeNull();
    expect(linkTargetProblem('ROUTE', '')).toBe('targetRequired');
    expect(linkTargetProblem('ROUTE', 'promotion')).toBe('routeInvalid');
    expect(linkTargetProblem('ROUTE', '/promotion')).toBeNull();
    expect(linkTargetProblem('GAME', 'PG:pg-wild-panda')).toBeNull();
    expect(linkTargetProblem('GAME', 'pg-wild-panda')).toBe('gameInvalid');
    expect(linkTargetProblem('URL', 'http://example.com')).toBe('urlInvalid');
    expect(linkTargetProblem('URL', 'https://example.com/a')).toBeNull();
    expect(linkTargetProblem('PROMOTION', '12')).toBeNull();
    expect(linkTargetProblem('PROMOTION', '')).toBeNull();
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
    expect(announcementProblems(values, CST)).toEqual({});
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
    expect(announcementProblems(values, CST)).toEqual({});
    expect(announcementPayload(values, CST)).toMatchObject({
      promotionType: 'FIRST_DEPOSIT',
      platforms: ['M'],
      activeUntil: item.activeUntil,
      linkTarget: null,
    });
    expect(announcementProblems({ ...values, linkageType: 'URL' }, CST)).toEqual({ linkTarget: 'targetRequired' });
  });

  it('needs a platform and content in some language', () => {
    const values = {
      ...announcementValuesOf(null, 'notice', CST),
      title: { EN: 'x', CN: '' },
      platforms: { W: false, M: false, A: false },
    };
    expect(announcementProblems(values, CST)).toEqual({ content: 'oneLanguage', platforms: 'platformsRequired' });
  });
});

describe('messages and help', () => {
  it('builds each kind of message target, valid for the contract', () => {
    expect(messageTarget({ kind: 'member', username: ' demo ', levels: [] })).toEqual({
      kind: 'member',
      username: 'demo',
    });
    expect(messageTarget({ kind: 'member', username: '', levels: [] })).toBe('required');
    expect(messageTarget({ kind: 'vip', username: '', levels: [5, 0, 2] })).toEqual({ kind: 'vip', levels: [0, 2, 5] });
    expect(messageTarget({ kind: 'vip', username: '', levels: [] })).toBe('required');
    const all = messageTarget({ kind: 'all', username: 'x', levels: [1] });
    expect(all).toEqual({ kind: 'all' });
    expect(sendMessageSchema.safeParse({ target: all, title: { EN: 'Hi' }, content: { EN: '<p>x</p>' } }).success).toBe(
      true,
    );
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
