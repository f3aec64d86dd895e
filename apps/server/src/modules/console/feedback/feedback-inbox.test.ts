import { CONSOLE_PREFIX, DEMO_MERCHANT_CODE, endpoints, type SocketMessage } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { newMember } from '../../../../test/profile-helpers.ts';
import { auditLog, feedback, inboxMessages } from '../../../db/schema.ts';
import { storeUpload } from '../../../platform/uploads/uploads.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';

let t: TestApp;
let support: string;
let content: string;
let finance: string;
let risk: string;
let member: { id: number; token: string };
/** Feedback ids: the member's (with two images), a guest's, and a second of the member's of another type. */
const ids: Record<string, number> = {};
let images: string[] = [];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let address = 0;
async function sendFeedback(fields: Record<string, string>, files: Buffer[] = [], token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const bytes of files) form.append('images', new Blob([bytes], { type: 'image/png' }), 'shot.png');
  const request = new Request('http://lotus.test', { method: 'PUT', body: form });
  address += 1;
  const res = await t.app.inject({
    method: 'PUT',
    url: endpoints.feedback.path,
    remoteAddress: `10.8.0.${address}`,
    headers: {
      merchant: DEMO_MERCHANT_CODE,
      'content-type': request.headers.get('content-type') as string,
      ...(token ? { authorization: token } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (res.statusCode !== 200) throw new Error(`feedback refused: ${res.body}`);
  return res.json().value.id as number;
}

const list = (token: string, query = '') => consoleCall(t.app, token, 'GET', `/feedback${query}`);
const image = (token: string, id: string) => consoleCall(t.app, token, 'GET', `/feedback/images/${id}`);
const feedbackRow = async (id: number) => (await t.db.orm.select().from(feedback).where(eq(feedback.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { content: { feedbackMinWords: 2, feedbackMaxWords: 100 } });
  for (const [name, role] of [
    ['fb-support', 'support'],
    ['fb-content', 'content'],
    ['fb-finance', 'finance'],
    ['fb-risk', 'risk'],
  ] as const) {
    await insertOperator(t.db, name, 'Operator123', role);
  }
  support = await consoleSignIn(t.app, 'fb-support', 'Operator123');
  content = await consoleSignIn(t.app, 'fb-content', 'Operator123');
  finance = await consoleSignIn(t.app, 'fb-finance', 'Operator123');
  risk = await consoleSignIn(t.app, 'fb-risk', 'Operator123');
  const created = await newMember(t.db);
  member = { id: created.id, token: await loginAs(t.app, created) };
  ids.member = await sendFeedback(
    { questionType: 'DEPOSIT', content: 'My deposit <b>vanished</b>\n\nPlease check & answer' },
    [PNG, PNG],
    member.token,
  );
  ids.guest = await sendFeedback({ questionType: 'OTHER', content: 'Guest question here', contact: 'g@x.test' });
  ids.second = await sendFeedback({ questionType: 'GAME', content: 'The game is slow' }, [], member.token);
  images = (await feedbackRow(ids.member as number))?.imageIds ?? [];
});
afterAll(async () => {
  await t.close();
});

describe('the feedback inbox', () => {
  it('lists feedback newest first with the member, contact and images, filtered and paged', async () => {
    const res = await list(support);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page.total).toBe(3);
    expect(page.list.map((f: { id: number }) => f.id)).toEqual([ids.second, ids.guest, ids.member]);
    const mine = page.list.find((f: { id: number }) => f.id === ids.member);
    expect(mine).toMatchObject({
      questionType: 'DEPOSIT',
      content: 'My deposit <b>vanished</b>\n\nPlease check & answer',
      contact: null,
      images,
      status: 'new',
      reply: null,
      repliedBy: null,
      repliedAt: null,
    });
    expect(mine.username).toMatch(/^prof/);
    expect(page.list.find((f: { id: number }) => f.id === ids.guest)).toMatchObject({
      username: null,
      contact: 'g@x.test',
    });

    const games = (await list(support, '?questionType=GAME')).json().value;
    expect(games.list.map((f: { id: number }) => f.id)).toEqual([ids.second]);
    const paged = (await list(content, '?pageNo=2&pageSize=2')).json().value;
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(paged.list.map((f: { id: number }) => f.id)).toEqual([ids.member]);
    expect((await list(support, '?status=bogus')).statusCode).toBe(400);
  });

  it("serves the images of the merchant's feedback to operators only", async () => {
    const res = await image(support, images[0] as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // An upload no feedback names, one of another purpose, an unknown id: all 404.
    const loose = await storeUpload(
      t.db.orm,
      { merchantId: 1, memberId: member.id },
      'feedback',
      { bytes: PNG, contentType: 'image/png', sha256: 'x' },
      new Date(),
    );
    const proof = await storeUpload(
      t.db.orm,
      { merchantId: 1, memberId: member.id },
      'withdrawal-proof',
      { bytes: PNG, contentType: 'image/png', sha256: 'x' },
      new Date(),
    );
    for (const id of [loose, proof, '3f1c8c7e-0000-4000-8000-000000000000']) {
      expect((await image(support, id)).statusCode).toBe(404);
    }
    expect((await image(support, 'not-a-uuid')).statusCode).toBe(400);
    expect((await image(finance, images[0] as string)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${CONSOLE_PREFIX}/feedback/images/${images[0]}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens and closes feedback, audited', async () => {
    const opened = await consoleCall(t.app, support, 'PUT', `/feedback/${ids.second}/status`, { status: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().value).toMatchObject({ id: ids.second, status: 'open' });
    expect((await list(support, '?status=open')).json().value.list.map((f: { id: number }) => f.id)).toEqual([
      ids.second,
    ]);
    const closed = await consoleCall(t.app, content, 'PUT', `/feedback/${ids.second}/status`, { status: 'closed' });
    expect(closed.json().value.status).toBe('closed');
    const bad = await consoleCall(t.app, support, 'PUT', `/feedback/${ids.second}/status`, { status: 'replied' });
    expect(bad.statusCode).toBe(400);
    expect((await consoleCall(t.app, support, 'PUT', '/feedback/999999/status', { status: 'open' })).statusCode).toBe(
      404,
    );
    const audits = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.feedback.status'));
    expect(audits.map((a) => a.detail)).toEqual([
      { feedbackId: ids.second, from: 'new', to: 'open' },
      { feedbackId: ids.second, from: 'open', to: 'closed' },
    ]);
  });

  it("replies to a member's feedback: stored, replied, and in the member's inbox with the question quoted", async () => {
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: member.id }, (m) => received.push(m));
    const res = await consoleCall(t.app, support, 'POST', `/feedback/${ids.member}/reply`, {
      content: 'We found it <script>x</script>\nIt is credited now',
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json().value;
    expect(answered).toMatchObject({
      id: ids.member,
      status: 'replied',
      reply: 'We found it <script>x</script>\nIt is credited now',
      repliedBy: 'fb-support',
    });
    expect(answered.repliedAt).toEqual(expect.any(Number));
    await expect.poll(() => received.length).toBe(1);
    stop();
    expect(received[0]).toMatchObject({
      type: 'inbox.new',
      data: { kind: 'feedback', title: 'Reply to your feedback', unread: 1 },
    });

    const inbox = (await send(t.app, 'inboxList', undefined, { token: member.token })).json().value;
    expect(inbox.unread).toBe(1);
    expect(inbox.list[0]).toMatchObject({ kind: 'feedback', title: 'Reply to your feedback', read: false });
    expect(inbox.list[0].content).toBe(
      '<p>We found it &lt;script&gt;x&lt;/script&gt;<br />It is credited now</p>' +
        '<blockquote><p><strong>Your feedback</strong></p>' +
        '<p>My deposit &lt;b&gt;vanished&lt;/b&gt;</p><p>Please check &amp; answer</p></blockquote>',
    );
    const cn = (await send(t.app, 'inboxList', undefined, { token: member.token, headers: { language: 'CN' } })).json()
      .value.list[0];
    expect(cn.title).toBe('您的反馈已回复');
    expect(cn.content).toContain('<strong>您的反馈</strong>');
    const [audit] = await t.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'console.feedback.replied'), eq(auditLog.memberId, member.id)));
    expect(audit?.detail).toMatchObject({ feedbackId: ids.member });
  });

  it("refuses to reply to a guest's feedback and changes nothing", async () => {
    const before = await feedbackRow(ids.guest as number);
    const messages = (await t.db.orm.select().from(inboxMessages)).length;
    const res = await consoleCall(t.app, support, 'POST', `/feedback/${ids.guest}/reply`, { content: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'feedback.reply.guest' });
    expect(await feedbackRow(ids.guest as number)).toEqual(before);
    expect((await t.db.orm.select().from(inboxMessages)).length).toBe(messages);
    expect((await consoleCall(t.app, support, 'POST', '/feedback/999999/reply', { content: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await consoleCall(t.app, support, 'POST', `/feedback/${ids.second}/reply`, { content: ' ' })).statusCode,
    ).toBe(400);
  });

  it('is closed to finance and risk', async () => {
    for (const token of [finance, risk]) {
      expect((await list(token)).statusCode).toBe(403);
      expect(
        (await consoleCall(t.app, token, 'PUT', `/feedback/${ids.second}/status`, { status: 'open' })).statusCode,
      ).toBe(403);
      expect(
        (await consoleCall(t.app, token, 'POST', `/feedback/${ids.second}/reply`, { content: 'x' })).statusCode,
      ).toBe(403);
    }
    expect((await feedbackRow(ids.second as number))?.status).toBe('closed');
  });
});
