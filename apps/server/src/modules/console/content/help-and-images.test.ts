import { CONSOLE_PREFIX, CONTENT_IMAGE_MAX_BYTES, DEMO_ACCOUNTS } from '@lotus/contract';
import { and, count, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/create-test-app.ts';
import { pngClaiming, sampleImages, truncatedJpeg } from '../../../../test/image-fixtures.ts';
import { auditLog, helpEntries, merchants, uploads } from '../../../db/schema.ts';
import { demoRegisterRules } from '../../../db/seed/demo-register-rules.ts';
import { storeUpload } from '../../../platform/uploads/uploads.ts';

let t: TestApp;
let admin: string;
let finance: string;

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, `/content${path}`, payload);

const audit = async (prefix: string) =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(like(auditLog.event, `${prefix}%`))
    .orderBy(auditLog.id);

const entry = (over: Record<string, unknown> = {}) => ({
  lang: 'EN',
  parentId: null,
  title: 'Deposits',
  content: '<p>How to deposit</p>',
  anchor: null,
  sort: 100,
  ...over,
});

interface TreeEntry {
  id: number;
  parentId: number | null;
  title: string;
  sort: number;
  children: TreeEntry[];
}
const tree = async (lang = 'EN'): Promise<TreeEntry[]> =>
  (await call('GET', `/help?lang=${lang}`, admin)).json().value.list;
const helpRows = async () => (await t.db.orm.select({ n: count() }).from(helpEntries))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  await insertOperator(t.db, 'cashier', 'Oper1234', 'finance');
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  finance = await consoleSignIn(t.app, 'cashier', 'Oper1234');
});
afterAll(() => t.close());

describe('the help centre in the console', () => {
  it('shows the tree of one language with parents and order', async () => {
    const en = await tree('EN');
    expect(en.length).toBeGreaterThan(0);
    expect(en[0]).toMatchObject({ parentId: null, sort: expect.any(Number), children: expect.any(Array) });
    const child = en.find((e) => e.children.length > 0)?.children[0];
    expect(child?.parentId).toBe(en.find((e) => e.children.length > 0)?.id);
    expect((await tree('CN')).map((e) => e.id)).not.toContain(en[0]?.id);
    expect((await call('GET', '/help?lang=FR', admin)).statusCode).toBe(400);
  });

  it('creates, nests, changes and deletes entries with their sub-entries; players see it; all audited', async () => {
    const root = await call('POST', '/help', admin, entry({ content: '<p onclick="x()">Hi<script>x()</script></p>' }));
    expect(root.statusCode).toBe(200);
    const rootId = root.json().value.id;
    expect(root.json().value).toMatchObject({ parentId: null, content: '<p>Hi</p>', children: [] });
    const child = (await call('POST', '/help', admin, entry({ parentId: rootId, title: 'By card', sort: 1 }))).json()
      .value;
    const grandchild = (await call('POST', '/help', admin, entry({ parentId: child.id, title: 'Limits' }))).json()
      .value;
    const mine = (await tree()).find((e) => e.id === rootId);
    expect(mine?.children.map((c) => c.title)).toEqual(['By card']);
    expect(mine?.children[0]?.children.map((c) => c.id)).toEqual([grandchild.id]);

    const player = await t.app.inject({ url: '/wps/system/helpCenter?lang=EN&device=WEB', headers: demoHeaders });
    const playerRoot = (player.json().value as TreeEntry[]).find((e) => e.id === rootId);
    expect(playerRoot?.children.map((c) => c.title)).toEqual(['By card']);

    const changed = await call(
      'PUT',
      `/help/${child.id}`,
      admin,
      entry({ parentId: rootId, title: 'By bank card', content: '<a href="javascript:x()">go</a>', sort: 1 }),
    );
    expect(changed.json().value).toMatchObject({ title: 'By bank card', content: '<a>go</a>' });

    const removed = await call('DELETE', `/help/${rootId}`, admin);
    expect(removed.json().value).toEqual({ id: rootId, removed: 3 });
    const left = await t.db.orm.select().from(helpEntries).where(eq(helpEntries.id, grandchild.id));
    expect(left).toEqual([]);
    expect((await tree()).map((e) => e.id)).not.toContain(rootId);

    const events = (await audit('console.help.')).map((a) => [a.event, a.detail.entryId]);
    expect(events).toEqual([
      ['console.help.created', rootId],
      ['console.help.created', child.id],
      ['console.help.created', grandchild.id],
      ['console.help.updated', child.id],
      ['console.help.deleted', rootId],
    ]);
    const [, , , updated, deleted] = await audit('console.help.');
    expect(updated?.detail.changes).toHaveProperty('title', { from: 'By card', to: 'By bank card' });
    expect(deleted?.detail.subEntries).toEqual(expect.arrayContaining([child.id, grandchild.id]));
  });

  it('keeps parents in the same merchant and language, and no entry under itself', async () => {
    const en = (await call('POST', '/help', admin, entry())).json().value;
    const below = (await call('POST', '/help', admin, entry({ parentId: en.id }))).json().value;
    const cn = (await call('POST', '/help', admin, entry({ lang: 'CN', title: '存款' }))).json().value;
    const [other] = await t.db.orm
      .insert(merchants)
      .values({
        code: 'OTHERHELP',
        name: 'Other',
        currency: 'CNY',
        currencySymbol: '¥',
        mainDomain: 'other-help.test',
        registerRules: demoRegisterRules,
      })
      .returning({ id: merchants.id });
    const [foreign] = await t.db.orm
      .insert(helpEntries)
      .values({ merchantId: other?.id as number, lang: 'EN', title: 'Theirs', content: '' })
      .returning({ id: helpEntries.id });
    const before = { rows: await helpRows(), audit: (await audit('console.help.')).length };

    const bad: [string, string, string, Record<string, unknown>][] = [
      ['parentId', 'POST', '/help', entry({ parentId: cn.id })],
      ['parentId', 'POST', '/help', entry({ parentId: foreign?.id })],
      ['parentId', 'POST', '/help', entry({ parentId: 999999 })],
      ['parentId', 'PUT', `/help/${en.id}`, entry({ parentId: en.id })],
      ['parentId', 'PUT', `/help/${en.id}`, entry({ parentId: below.id })],
      ['lang', 'PUT', `/help/${en.id}`, entry({ lang: 'CN' })],
      ['title', 'POST', '/help', entry({ title: '  ' })],
      ['anchor', 'POST', '/help', entry({ anchor: 'Has Spaces' })],
      ['lang', 'POST', '/help', entry({ lang: 'FR' })],
      ['sort', 'POST', '/help', entry({ sort: 1.5 })],
    ];
    for (const [field, method, path, body] of bad) {
      const res = await call(method as InjectOptions['method'], path, admin, body);
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(res.json().value?.fields ?? {}).join()).toContain(field);
    }
    expect((await call('PUT', `/help/${foreign?.id}`, admin, entry())).statusCode).toBe(404);
    expect((await call('DELETE', `/help/${foreign?.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', '/help/999999', admin, entry())).statusCode).toBe(404);
    expect({ rows: await helpRows(), audit: (await audit('console.help.')).length }).toEqual(before);

    // An anchor names one entry of a language; the other language may use it too.
    const term = await call('POST', '/help', admin, entry({ anchor: 'fees' }));
    expect(term.statusCode).toBe(200);
    const again = await call('POST', '/help', admin, entry({ anchor: 'fees' }));
    expect(again.json().value.fields).toHaveProperty('anchor');
    expect((await call('POST', '/help', admin, entry({ lang: 'CN', anchor: 'fees' }))).statusCode).toBe(200);
    // A leaf may move to the other language.
    expect((await call('PUT', `/help/${below.id}`, admin, entry({ lang: 'CN', parentId: cn.id }))).statusCode).toBe(
      200,
    );
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let GIF: Buffer;
beforeAll(async () => {
  ({ gif: GIF } = await sampleImages());
});

/** Images posted as the browser's multipart form; name and type are what the browser claims. */
async function postImages(files: { bytes: Buffer; name?: string; type?: string; field?: string }[], token = admin) {
  const form = new FormData();
  for (const f of files)
    form.append(f.field ?? 'image', new Blob([f.bytes], { type: f.type ?? 'image/png' }), f.name ?? 'a.png');
  if (files.length === 0) form.append('note', 'no file');
  const request = new Request('http://lotus.test', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `${CONSOLE_PREFIX}/content/images`,
    headers: { authorization: token, 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const contentUploads = async () =>
  (await t.db.orm.select({ n: count() }).from(uploads).where(eq(uploads.purpose, 'content-image')))[0]?.n;

describe('content images', () => {
  it('stores an image by its bytes and serves it publicly at /media/<id>', async () => {
    const res = await postImages([{ bytes: GIF, name: 'banner.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().value;
    expect(url).toBe(`media/${id}`);
    const media = await t.app.inject({ url: `/media/${id}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/gif');
    expect(media.rawPayload.equals(GIF)).toBe(true);
    const [entry] = (await audit('console.content.image.')).filter((a) => a.detail.uploadId === id);
    expect(entry?.detail).toMatchObject({ contentType: 'image/gif', size: GIF.length });
  });

  it('refuses text named .png, files over the limit, pictures too large or broken, two files and an empty form, storing nothing', async () => {
    const before = { uploads: await contentUploads(), audit: (await audit('console.content.')).length };
    const text = await postImages([{ bytes: Buffer.from('<svg onload="x()"></svg>'), name: 'x.png' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errorCode).toBe('content.image.type.invalid');
    const big = await postImages([{ bytes: Buffer.concat([PNG, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('content.image.too.large');
    const huge = await postImages([{ bytes: pngClaiming(60_000, 60_000), name: 'huge.png' }]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      errorCode: 'upload.image.dimensions',
      value: { maxSide: 8192, maxMegapixels: 16, width: 60_000, height: 60_000 },
    });
    const cut = await postImages([{ bytes: await truncatedJpeg(), name: 'cut.jpg', type: 'image/jpeg' }]);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errorCode).toBe('upload.image.unreadable');
    const two = await postImages([{ bytes: PNG }, { bytes: PNG, name: 'b.png' }]);
    expect(two.statusCode).toBe(400);
    expect(two.json().value.fields).toHaveProperty('image');
    const none = await postImages([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().value.fields).toHaveProperty('image');
    const notForm = await call('POST', '/images', admin, { image: 'x' });
    expect(notForm.statusCode).toBe(400);
    expect((await postImages([{ bytes: PNG }], finance)).statusCode).toBe(403);
    expect({ uploads: await contentUploads(), audit: (await audit('console.content.')).length }).toEqual(before);
  });

  it('keeps other uploads private at /media', async () => {
    const proof = await storeUpload(
      t.db.orm,
      { merchantId: 1, memberId: null },
      'withdrawal-proof',
      { bytes: PNG, contentType: 'image/png', sha256: 'x' },
      new Date(),
    );
    expect((await t.app.inject({ url: `/media/${proof}` })).statusCode).toBe(404);
    const [row] = await t.db.orm
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, proof)));
    expect(row?.purpose).toBe('withdrawal-proof');
  });
});
