import { DEMO_MERCHANT_CODE, defaultContentSettings, endpoints } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { pngClaiming, sampleImages, truncatedJpeg } from '../../../test/image-fixtures.ts';
import { newMember } from '../../../test/profile-helpers.ts';
import { feedback, uploads } from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

let t: TestApp;
let member: { id: number; token: string };
let memberAccount: { username: string; password: string };
/**
 * The member in a fresh session: the feedback limit counts per session, so each call of the member that is not
 * about the limit comes from a session of its own, as each guest call comes from an address of its own.
 */
const asMember = async () => {
  member.token = await loginAs(t.app, memberAccount);
  return member.token;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let JPEG: Buffer;
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

interface Image {
  bytes: Buffer;
  name?: string;
  type?: string;
}

let address = 0;
/** Each call from its own address, so the feedback rate limit only meets the test that wants it. */
const nextAddress = () => {
  address += 1;
  return `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

/** The form as the browser sends it; `name` and `type` of each image are what the browser claims. */
async function sendFeedback(
  fields: Record<string, string>,
  images: Image[] = [],
  options: { token?: string; language?: string; remoteAddress?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) {
    form.append('images', new Blob([image.bytes], { type: image.type ?? 'image/png' }), image.name ?? 'shot.png');
  }
  const request = new Request('http://lotus.test', { method: 'PUT', body: form });
  return t.app.inject({
    method: 'PUT',
    url: endpoints.feedback.path,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: {
      merchant: DEMO_MERCHANT_CODE,
      language: options.language ?? 'EN',
      'content-type': request.headers.get('content-type') as string,
      ...(options.token ? { authorization: options.token } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const counts = async () => ({
  feedback: (await t.db.orm.select().from(feedback)).length,
  uploads: (await t.db.orm.select().from(uploads).where(eq(uploads.purpose, 'feedback'))).length,
});

beforeAll(async () => {
  ({ jpeg: JPEG } = await sampleImages());
  t = await createTestApp();
  await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { content: { feedbackMinWords: 3, feedbackMaxWords: 12 } });
  const created = await newMember(t.db);
  memberAccount = created;
  member = { id: created.id, token: await loginAs(t.app, created) };
});
afterAll(async () => {
  await t.close();
});

describe('feedback settings', () => {
  it("answers the merchant's word limits, the question types and the image limits", async () => {
    const res = await send(t.app, 'feedbackSettings');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      minWords: 3,
      maxWords: 12,
      questionTypes: ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'ACCOUNT', 'SUGGESTION', 'OTHER'],
      limits: { maxFiles: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] },
    });
  });

  it('refuses settings where the maximum is below the minimum, and keeps the stored ones', async () => {
    await expect(
      updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { content: { feedbackMinWords: 9, feedbackMaxWords: 2 } }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    expect((await send(t.app, 'feedbackSettings')).json().value).toMatchObject({ minWords: 3, maxWords: 12 });
    expect(defaultContentSettings).toEqual({ feedbackMinWords: 5, feedbackMaxWords: 500 });
  });
});

describe('sending feedback', () => {
  it("stores a member's feedback with its images, tied to the member", async () => {
    const res = await sendFeedback(
      { questionType: 'DEPOSIT', content: 'My deposit has not arrived yet', contact: '' },
      [{ bytes: PNG }, { bytes: JPEG, name: 'photo.jpg', type: 'image/jpeg' }],
      { token: await asMember() },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    const [row] = await t.db.orm.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      merchantId: 1,
      memberId: member.id,
      questionType: 'DEPOSIT',
      content: 'My deposit has not arrived yet',
      contact: null,
      status: 'new',
    });
    expect(row?.imageIds).toHaveLength(2);
    const stored = await t.db.orm.select().from(uploads).where(eq(uploads.purpose, 'feedback'));
    const mine = stored.filter((u) => row?.imageIds.includes(u.id));
    expect(mine.map((u) => u.contentType).sort()).toEqual(['image/jpeg', 'image/png']);
    expect(mine.every((u) => u.memberId === member.id)).toBe(true);
  });

  it('takes a guest with a contact, and refuses a guest without one', async () => {
    const ok = await sendFeedback({ questionType: 'OTHER', content: 'Where is the app download', contact: 'x@y.z' });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.orm.select().from(feedback).where(eq(feedback.id, ok.json().value.id));
    expect(row).toMatchObject({ memberId: null, contact: 'x@y.z' });
    const before = await counts();
    for (const contact of [undefined, '   ']) {
      const res = await sendFeedback({
        questionType: 'OTHER',
        content: 'Where is the app download',
        ...(contact !== undefined && { contact }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'feedback.contact.required' });
    }
    // A token that is no longer valid is not quietly a guest: the member is told to log in again.
    const stale = await sendFeedback({ questionType: 'OTHER', content: 'Where is the app download' }, [], {
      token: 'not-a-token',
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ errorCode: 'login.not.session' });
    expect(await counts()).toEqual(before);
  });

  it('takes a trial account as a guest, since it has no inbox to answer in', async () => {
    const token = (await send(t.app, 'freePlay', { os: 'web' })).json().value.token as string;
    const ok = await sendFeedback({ questionType: 'OTHER', content: 'Trial question here', contact: 't@x.test' }, [], {
      token,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.orm.select().from(feedback).where(eq(feedback.id, ok.json().value.id));
    expect(row).toMatchObject({ memberId: null, contact: 't@x.test' });
    const noContact = await sendFeedback({ questionType: 'OTHER', content: 'Trial question here' }, [], { token });
    expect(noContact.json()).toMatchObject({ errorCode: 'feedback.contact.required' });
  });

  it('counts words per language: too few or too many is refused with the limits in the message', async () => {
    const before = await counts();
    const few = await sendFeedback({ questionType: 'GAME', content: 'Too short' }, [{ bytes: PNG }], {
      token: await asMember(),
    });
    expect(few.statusCode).toBe(400);
    expect(few.json()).toMatchObject({
      errorCode: 'feedback.words.too.few',
      message: 'Feedback length must be between 3 and 12 words',
      value: { min: 3, max: 12, words: 2 },
    });
    const many = await sendFeedback({ questionType: 'GAME', content: words(13) }, [], { token: await asMember() });
    expect(many.json()).toMatchObject({ errorCode: 'feedback.words.too.many', value: { words: 13 } });
    // Chinese has no spaces: "游戏无法打开" is several words, not one.
    const cnFew = await sendFeedback({ questionType: 'GAME', content: '你好' }, [], {
      token: await asMember(),
      language: 'CN',
    });
    expect(cnFew.json()).toMatchObject({
      errorCode: 'feedback.words.too.few',
      message: '反馈内容需在 3 至 12 个词之间',
    });
    expect(await counts()).toEqual(before);
    const cnOk = await sendFeedback({ questionType: 'GAME', content: '游戏无法打开，请帮忙' }, [], {
      token: await asMember(),
      language: 'CN',
    });
    expect(cnOk.statusCode).toBe(200);
    const cnMany = await sendFeedback(
      { questionType: 'GAME', content: '我的游戏昨天晚上突然无法打开，我已经试过重新登录和清除缓存，但是仍然不行' },
      [],
      { token: await asMember(), language: 'CN' },
    );
    expect(cnMany.json()).toMatchObject({ errorCode: 'feedback.words.too.many' });
    const exact = await sendFeedback({ questionType: 'GAME', content: words(12) }, [], { token: await asMember() });
    expect(exact.statusCode).toBe(200);
  });

  it('checks images by their bytes, 5 MB each, at most 3, and stores nothing when one is refused', async () => {
    const before = await counts();
    const content = 'The game froze after the bonus round';
    const cases: [Image[], string][] = [
      [[{ bytes: GIF, name: 'fake.png', type: 'image/png' }], 'upload.type.invalid'],
      [[{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }], 'upload.type.invalid'],
      [[{ bytes: PNG }, { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }], 'upload.too.large'],
      [[{ bytes: PNG }, { bytes: PNG }, { bytes: PNG }, { bytes: JPEG, type: 'image/jpeg' }], 'upload.too.many'],
    ];
    for (const [images, code] of cases) {
      const res = await sendFeedback({ questionType: 'GAME', content }, images, { token: await asMember() });
      expect(res.json(), code).toMatchObject({ success: false, errorCode: code });
    }
    expect(await counts()).toEqual(before);
    const three = await sendFeedback(
      { questionType: 'GAME', content },
      [{ bytes: PNG }, { bytes: PNG }, { bytes: PNG }],
      {
        token: await asMember(),
      },
    );
    expect(three.statusCode).toBe(200);
    // A PNG declared as a jpg is a PNG: the bytes decide.
    const renamed = await sendFeedback(
      { questionType: 'GAME', content },
      [{ bytes: PNG, name: 'x.jpg', type: 'image/jpeg' }],
      { token: await asMember() },
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a picture whose header claims too many pixels, or that does not decode fully, storing nothing', async () => {
    const before = await counts();
    const content = 'The game froze after the bonus round';
    const huge = await sendFeedback(
      { questionType: 'GAME', content },
      [{ bytes: PNG }, { bytes: pngClaiming(60_000, 60_000) }],
      {
        token: await asMember(),
      },
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      success: false,
      errorCode: 'upload.image.dimensions',
      message: 'Images may be at most 16384 pixels wide or high and 40 megapixels in all',
      value: { maxSide: 16_384, maxMegapixels: 40, width: 60_000, height: 60_000 },
    });
    const cut = await sendFeedback(
      { questionType: 'GAME', content },
      [{ bytes: await truncatedJpeg(), name: 'photo.jpg', type: 'image/jpeg' }],
      { token: await asMember(), language: 'CN' },
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ errorCode: 'upload.image.unreadable', message: '图片已损坏或不完整，无法读取' });
    expect(await counts()).toEqual(before);
  });

  it('judges the whole form before decoding any picture: a refused form with a broken picture is refused for its form', async () => {
    const before = await counts();
    const cut = [{ bytes: await truncatedJpeg(), name: 'photo.jpg', type: 'image/jpeg' }];
    const badType = await sendFeedback({ questionType: 'BOGUS', content: 'one two three four', contact: 'a' }, cut);
    expect(badType.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { questionType: expect.any(String) } },
    });
    const tooFew = await sendFeedback({ questionType: 'GAME', content: 'froze', contact: 'a' }, cut);
    expect(tooFew.json()).toMatchObject({ errorCode: 'feedback.words.too.few' });
    const noContact = await sendFeedback(
      { questionType: 'GAME', content: 'The game froze after the bonus round' },
      cut,
    );
    expect(noContact.json()).toMatchObject({ errorCode: 'feedback.contact.required' });
    // The header is still read first: it costs nothing to decode.
    const huge = await sendFeedback({ questionType: 'BOGUS', content: 'froze' }, [
      { bytes: pngClaiming(60_000, 60_000) },
    ]);
    expect(huge.json()).toMatchObject({ errorCode: 'upload.image.dimensions' });
    expect(await counts()).toEqual(before);
  });

  it('refuses bad fields and non-multipart bodies with a clear error', async () => {
    const before = await counts();
    const badType = await sendFeedback({ questionType: 'BOGUS', content: 'one two three four', contact: 'a' });
    expect(badType.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { questionType: expect.any(String) } },
    });
    const json = await send(t.app, 'feedback', { questionType: 'OTHER', content: 'one two three' });
    expect(json.json()).toMatchObject({ errorCode: 'request.invalid' });
    expect(await counts()).toEqual(before);
  });

  it('limits how often one address sends feedback', async () => {
    const remoteAddress = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await sendFeedback({ questionType: 'OTHER', content: 'one two three four', contact: 'c' }, [], {
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
