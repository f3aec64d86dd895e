import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, send } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { checkCaptcha } from './captcha.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('GET /wps/captcha', () => {
  it('answers a 120×40 PNG as base64 and binds it to an HttpOnly cookie', async () => {
    const res = await send(t.app, 'captcha', undefined, { query: { t: String(Date.now()) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const png = Buffer.from(res.json().value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    // The image data inflates to one filter byte and 120 RGBA pixels per row.
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    expect(inflateSync(png.subarray(idat + 4, idat + 4 + length)).length).toBe(40 * (120 * 4 + 1));
    const cookie = res.cookies.find((c) => c.name === 'captchaId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('draws a different image each time', async () => {
    const a = (await send(t.app, 'captcha')).json().value;
    const b = (await send(t.app, 'captcha')).json().value;
    expect(a).not.toBe(b);
  });

  it('accepts the answer once, case-insensitively, within 5 minutes', async () => {
    const image = await send(t.app, 'captcha');
    const id = image.cookies.find((c) => c.name === 'captchaId')?.value;
    const answer = (await send(t.app, 'devCaptcha', undefined, { cookies: { captchaId: id ?? '' } })).json().value
      .answer;
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    expect(await checkCaptcha(t.db.orm, 1, id, answer.toLowerCase(), clock.now())).toBe(true);
    expect(await checkCaptcha(t.db.orm, 1, id, answer, clock.now())).toBe(false);

    const late = await send(t.app, 'captcha');
    const lateId = late.cookies.find((c) => c.name === 'captchaId')?.value;
    const lateAnswer = (await send(t.app, 'devCaptcha', undefined, { cookies: { captchaId: lateId ?? '' } })).json()
      .value.answer;
    clock.advance(5 * 60_000 + 1000);
    expect(await checkCaptcha(t.db.orm, 1, lateId, lateAnswer, clock.now())).toBe(false);
    expect(await checkCaptcha(t.db.orm, 1, undefined, 'ABCD', clock.now())).toBe(false);
  });
});
