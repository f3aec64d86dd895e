import type { SocketMessage } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newMember } from '../../../test/profile-helpers.ts';
import { inboxMessages } from '../../db/schema.ts';
import { deliverInboxMessages } from './deliver.ts';

let t: TestApp;

interface Member {
  id: number;
  token: string;
}

async function member(): Promise<Member> {
  const created = await newMember(t.db);
  return { id: created.id, token: await loginAs(t.app, created) };
}

let seconds = 0;
/** Messages to one member, one second apart (so "newest first" is well defined), oldest first. */
async function give(to: Member, n: number, title = 'Hello') {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    seconds += 1;
    const delivery = await deliverInboxMessages(
      { db: t.db, events: t.app.events },
      {
        merchantId: 1,
        kind: 'system',
        title: { EN: `${title} ${i + 1}`, CN: `你好 ${i + 1}` },
        content: { EN: `<p>Body ${i + 1}</p><script>alert(1)</script>` },
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)),
      },
      { memberIds: [to.id] },
    );
    ids.push(...delivery.messages.map((m) => m.id));
  }
  return ids;
}

const list = (m: Member, query: Record<string, string> = {}, language = 'EN') =>
  send(t.app, 'inboxList', undefined, { token: m.token, query, headers: { language } });
const read = (m: Member, body: unknown) => send(t.app, 'inboxRead', body, { token: m.token });
const remove = (m: Member, body: unknown) => send(t.app, 'inboxDelete', body, { token: m.token });
const unread = async (m: Member) => {
  const res = await send(t.app, 'unreadCount', undefined, { token: m.token });
  expect(res.statusCode).toBe(200);
  return res.json().value as number;
};
const rowsOf = (memberId: number) =>
  t.db.orm.select().from(inboxMessages).where(eq(inboxMessages.memberId, memberId)).orderBy(inboxMessages.id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the inbox', () => {
  it('needs a session', async () => {
    expect((await send(t.app, 'inboxList')).statusCode).toBe(401);
    expect((await send(t.app, 'unreadCount')).statusCode).toBe(401);
  });

  it('pages newest first, in the request language, with sanitised content and the unread count', async () => {
    const m = await member();
    await give(m, 5);
    const first = await list(m, { pageNo: '1', pageSize: '2' });
    expect(first.statusCode).toBe(200);
    const page = first.json().value;
    expect(page).toMatchObject({ pageNum: 1, total: 5, totalPages: 3, unread: 5 });
    expect(page.list.map((x: { title: string }) => x.title)).toEqual(['Hello 5', 'Hello 4']);
    expect(page.list[0]).toMatchObject({ kind: 'system', read: false, content: '<p>Body 5</p>' });
    const last = (await list(m, { pageNo: '3', pageSize: '2' })).json().value;
    expect(last.list.map((x: { title: string }) => x.title)).toEqual(['Hello 1']);
    // CN title exists; CN content does not, so the merchant's default (EN) stands in.
    const cn = (await list(m, { pageSize: '1' }, 'CN')).json().value.list[0];
    expect(cn).toMatchObject({ title: '你好 5', content: '<p>Body 5</p>' });
  });

  it('filters unread messages, marks some and then all read', async () => {
    const m = await member();
    const ids = await give(m, 4);
    const some = await read(m, { ids: [ids[0], ids[1], ids[1]] });
    expect(some.json().value).toEqual({ changed: 2, unread: 2 });
    const again = await read(m, { ids: [ids[0]] });
    expect(again.json().value).toEqual({ changed: 0, unread: 2 });
    const unreadPage = (await list(m, { unread: 'true' })).json().value;
    expect(unreadPage).toMatchObject({ total: 2, unread: 2 });
    expect(unreadPage.list.map((x: { id: number }) => x.id)).toEqual([ids[3], ids[2]]);
    expect((await list(m)).json().value.list.filter((x: { read: boolean }) => x.read)).toHaveLength(2);
    expect((await read(m, { all: true })).json().value).toEqual({ changed: 2, unread: 0 });
    expect(await unread(m)).toBe(0);
  });

  it('deletes messages, which leave the list and the unread count', async () => {
    const m = await member();
    const ids = await give(m, 3);
    const res = await remove(m, { ids: [ids[0], ids[2]] });
    expect(res.json().value).toEqual({ changed: 2, unread: 1 });
    const page = (await list(m)).json().value;
    expect(page.list.map((x: { id: number }) => x.id)).toEqual([ids[1]]);
    expect(page.total).toBe(1);
    // Deleted is gone: reading or deleting it again is 404 like someone else's.
    expect((await remove(m, { ids: [ids[0]] })).statusCode).toBe(404);
    expect((await read(m, { ids: [ids[2]] })).statusCode).toBe(404);
  });

  it("answers 404 for another member's message and changes nothing, not even the member's own ids", async () => {
    const a = await member();
    const b = await member();
    const mine = await give(a, 2);
    const theirs = await give(b, 1);
    const before = await rowsOf(b.id);
    for (const res of [
      await read(a, { ids: [mine[0], theirs[0]] }),
      await remove(a, { ids: [theirs[0], mine[1]] }),
      await read(a, { ids: [9_999_999] }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    }
    expect(await rowsOf(b.id)).toEqual(before);
    expect((await rowsOf(a.id)).every((r) => r.readAt === null && r.deletedAt === null)).toBe(true);
    expect(await unread(a)).toBe(2);
    // Read all is the member's own messages only.
    await read(a, { all: true });
    expect(await unread(b)).toBe(1);
  });

  it('refuses malformed bodies', async () => {
    const m = await member();
    expect((await read(m, {})).statusCode).toBe(400);
    expect((await read(m, { ids: [] })).statusCode).toBe(400);
    expect((await read(m, { all: false })).statusCode).toBe(400);
    expect((await remove(m, { all: true })).statusCode).toBe(400);
    expect((await list(m, { pageSize: '500' })).statusCode).toBe(400);
  });

  it('keeps the counts exact when reads of the same messages race', async () => {
    const m = await member();
    const ids = await give(m, 6);
    const calls = await Promise.all([
      read(m, { ids: ids.slice(0, 4) }),
      read(m, { ids: ids.slice(2, 6) }),
      read(m, { ids: ids.slice(0, 6) }),
      read(m, { all: true }),
      send(t.app, 'unreadCount', undefined, { token: m.token }),
      read(m, { ids: [ids[5] as number] }),
    ]);
    for (const res of calls) expect(res.statusCode).toBe(200);
    const changes = [0, 1, 2, 3, 5].map((i) => (calls[i]?.json().value as { changed: number; unread: number }) ?? null);
    // Each message turned read exactly once, whichever call did it.
    expect(changes.reduce((sum, c) => sum + c.changed, 0)).toBe(6);
    for (const c of changes) expect(c.unread).toBeGreaterThanOrEqual(0);
    const counted = calls[4]?.json().value as number;
    expect(counted).toBeGreaterThanOrEqual(0);
    expect(counted).toBeLessThanOrEqual(6);
    expect(await unread(m)).toBe(0);
    expect((await rowsOf(m.id)).every((r) => r.readAt !== null)).toBe(true);
  });

  it('refuses trial accounts', async () => {
    const trial = await send(t.app, 'freePlay', { os: 'web' });
    const token = trial.json().value.token as string;
    expect((await send(t.app, 'unreadCount', undefined, { token })).statusCode).toBe(403);
    expect((await send(t.app, 'inboxList', undefined, { token })).statusCode).toBe(403);
  });
});

describe('delivery', () => {
  it('announces inbox.new to the recipient after the commit, with the unread count', async () => {
    const m = await member();
    await give(m, 1);
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: m.id }, (message) => received.push(message));
    const [id] = await give(m, 1, 'News');
    await expect.poll(() => received.length).toBe(1);
    stop();
    expect(received[0]).toMatchObject({ type: 'inbox.new', data: { id, kind: 'system', title: 'News 1', unread: 2 } });
    const [row] = await t.db.orm
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.id, id as number)));
    expect(row?.content).toEqual({ EN: '<p>Body 1</p>' });
  });

  it('delivers nothing to members of another merchant or to nobody', async () => {
    const delivery = await deliverInboxMessages(
      { db: t.db, events: t.app.events },
      { merchantId: 999, kind: 'system', title: { EN: 'x' }, content: { EN: 'y' }, at: new Date() },
      { everyone: true },
    );
    expect(delivery.messages).toEqual([]);
    const none = await deliverInboxMessages(
      { db: t.db, events: t.app.events },
      { merchantId: 1, kind: 'system', title: { EN: 'x' }, content: { EN: 'y' }, at: new Date() },
      { memberIds: [] },
    );
    expect(none.messages).toEqual([]);
  });
});
