import { defaultProfileEditableFields, envelopeSchema, type MemberProfile, memberProfileSchema } from '@lotus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  lastCode,
  lastMessage,
  loginAs,
  MINUTE,
  movableClock,
  send,
  solveCaptcha,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { auditOf, memberRow, newMember, type TestMemberOptions } from '../../../test/profile-helpers.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(async () => {
  // Every test starts outside the previous one's send windows.
  clock.advance(2 * 60 * MINUTE);
  await updateMerchantSettings(t.db, 'LOTUS', {
    disabledModules: [],
    auth: { profileEditableFields: defaultProfileEditableFields },
  });
});

let numbers = 0;
/** A mobile number nobody has yet. */
const freshNumber = () => `1390000${String(++numbers).padStart(4, '0')}`;

async function member(options: TestMemberOptions = {}) {
  const m = await newMember(t.db, options);
  return { ...m, token: await loginAs(t.app, m) };
}

/** Logs in by SMS code (accounts without a password do so), with a solved captcha. */
async function smsLogin(mobileNum: string) {
  await send(t.app, 'smsNoLogin', { mobileNum, countryDialingCode: '+86' });
  const captcha = await solveCaptcha(t.app);
  const res = await send(
    t.app,
    'login',
    {
      type: 'sms',
      mobileNum,
      countryDialingCode: '+86',
      verificationCode: await lastCode(t.db, `+86 ${mobileNum}`),
      captcha: captcha.answer,
    },
    { cookies: captcha.cookies },
  );
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}

const profileIn = (res: { json(): unknown }): MemberProfile =>
  envelopeSchema(memberProfileSchema).parse(res.json()).value;

const askSms = (token: string, mobileNum?: string) =>
  send(t.app, 'smsBind', mobileNum ? { mobileNum, countryDialingCode: '+86' } : {}, { token });
const bindMobile = (token: string, body: Record<string, unknown>) =>
  send(t.app, 'bindMobile', { countryDialingCode: '+86', ...body }, { token });

describe('binding a mobile number', () => {
  it('sends a code to the new number; the right code binds it as verified, audited', async () => {
    const m = await member();
    const number = freshNumber();
    const sent = await askSms(m.token, number);
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode(t.db, `+86 ${number}`);
    const res = await bindMobile(m.token, { mobileNum: number, verificationCode: code });
    expect(res.statusCode).toBe(200);
    expect(profileIn(res)).toMatchObject({
      mobile: `+86 139****${number.slice(-4)}`,
      mobileVerified: true,
    });
    expect(await memberRow(t.db, m.id)).toMatchObject({ countryDialingCode: '+86', mobile: number });
    expect((await memberRow(t.db, m.id)).mobileVerifiedAt).toBeInstanceOf(Date);
    const [bound] = await auditOf(t.db, m.id, 'member.mobile.bound');
    expect(bound?.detail).toEqual({ from: null, to: `+86 ${number}` });
    const [sentEntry] = await auditOf(t.db, m.id, 'code.sent');
    expect(sentEntry?.detail).toEqual({ purpose: 'bind', mobile: `+86 ${number}` });
    // Proving it again is refused: it is verified.
    expect((await bindMobile(m.token, { mobileNum: number, verificationCode: code })).json().errorCode).toBe(
      'profile.contact.verified',
    );
  });

  it('refuses a wrong code and an expired one, and binds nothing', async () => {
    const m = await member();
    const number = freshNumber();
    await askSms(m.token, number);
    const code = await lastCode(t.db, `+86 ${number}`);
    const wrong = await bindMobile(m.token, {
      mobileNum: number,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'code.invalid', message: 'Invalid or missing verification code' });
    clock.advance(5 * MINUTE + 1000);
    const expired = await bindMobile(m.token, { mobileNum: number, verificationCode: code });
    expect(expired.json()).toMatchObject({ errorCode: 'code.expired', message: 'The verification code has expired' });
    expect((await memberRow(t.db, m.id)).mobile).toBeNull();
    expect(await auditOf(t.db, m.id, 'member.mobile.bound')).toEqual([]);
  });

  it("makes another member's code useless, even for the same number", async () => {
    const a = await member();
    const b = await member();
    const number = freshNumber();
    await askSms(b.token, number);
    const codeOfB = await lastCode(t.db, `+86 ${number}`);
    const stolen = await bindMobile(a.token, { mobileNum: number, verificationCode: codeOfB });
    expect(stolen.json().errorCode).toBe('code.invalid');
    expect((await memberRow(t.db, a.id)).mobile).toBeNull();
    // A's own code, asked for later, does not replace B's either: each proves the number only for its member.
    clock.advance(61_000);
    await askSms(a.token, number);
    const codeOfA = await lastCode(t.db, `+86 ${number}`);
    expect((await bindMobile(b.token, { mobileNum: number, verificationCode: codeOfA })).json().errorCode).toBe(
      'code.invalid',
    );
    expect((await bindMobile(a.token, { mobileNum: number, verificationCode: codeOfA })).statusCode).toBe(200);
  });

  it("tells that a number is another member's only after its code proved it, and changes nothing", async () => {
    const owner = freshNumber();
    await member({ mobile: owner });
    const m = await member();
    const sent = await askSms(m.token, owner);
    expect(sent.statusCode).toBe(200);
    const res = await bindMobile(m.token, { mobileNum: owner, verificationCode: await lastCode(t.db, `+86 ${owner}`) });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('register.mobile.taken');
    expect((await memberRow(t.db, m.id)).mobile).toBeNull();
  });

  it('checks the number against the phone format and the merchant rule', async () => {
    const m = await member();
    expect((await askSms(m.token, '12ab')).json().errorCode).toBe('phone.invalid');
    const short = await askSms(m.token, '12345');
    expect(short.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { mobileNum: 'Digits only, 6-15 digits' } },
    });
    // A member without a number must name one.
    expect((await askSms(m.token)).json()).toMatchObject({
      errorCode: 'phone.missing',
      value: { fields: { mobileNum: 'Please enter the phone number' } },
    });
    expect(await lastMessage(t.db, '+86 12345')).toBeNull();
  });

  it('limits code sends per number like every other code', async () => {
    const m = await member();
    const number = freshNumber();
    expect((await askSms(m.token, number)).statusCode).toBe(200);
    const again = await askSms(m.token, number);
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('sms.resend.wait');
  });

  it('is refused when the merchant does not let members change their number', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { auth: { profileEditableFields: ['nickname'] } });
    const m = await member();
    const res = await askSms(m.token, freshNumber());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      errorCode: 'profile.field.locked',
      value: { fields: { mobileNum: 'This detail cannot be changed here, please contact customer service' } },
    });
  });
});

describe('verifying the current number', () => {
  it('sends the code to the number on file; the code alone marks it verified', async () => {
    // Verifying what the member already has is allowed even where changing it is not.
    await updateMerchantSettings(t.db, 'LOTUS', { auth: { profileEditableFields: [] } });
    const number = freshNumber();
    const m = await member({ mobile: number });
    expect((await askSms(m.token)).statusCode).toBe(200);
    const res = await bindMobile(m.token, { verificationCode: await lastCode(t.db, `+86 ${number}`) });
    expect(profileIn(res)).toMatchObject({ mobileVerified: true });
    const [entry] = await auditOf(t.db, m.id, 'member.mobile.verified');
    expect(entry?.detail).toEqual({ from: `+86 ${number}`, to: `+86 ${number}` });
    clock.advance(61_000);
    const twice = await askSms(m.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('profile.contact.verified');
  });
});

describe('changing a verified number', () => {
  it('needs the code of the new number and the login password; the old number hears of it', async () => {
    const old = freshNumber();
    const m = await member({ mobile: old, mobileVerified: true });
    const next = freshNumber();
    await askSms(m.token, next);
    const code = await lastCode(t.db, `+86 ${next}`);
    const noPassword = await bindMobile(m.token, { mobileNum: next, verificationCode: code });
    expect(noPassword.json()).toMatchObject({
      errorCode: 'profile.password.wrong',
      value: { fields: { password: 'The login password is incorrect' } },
    });
    const wrongPassword = await bindMobile(m.token, { mobileNum: next, verificationCode: code, password: 'Wrong999' });
    expect(wrongPassword.json().errorCode).toBe('profile.password.wrong');
    expect(await auditOf(t.db, m.id, 'member.contact.password.failed')).toHaveLength(2);
    expect((await memberRow(t.db, m.id)).mobile).toBe(old);

    // A wrong password did not use the code up.
    const res = await bindMobile(m.token, { mobileNum: next, verificationCode: code, password: m.password });
    expect(profileIn(res)).toMatchObject({ mobile: `+86 139****${next.slice(-4)}`, mobileVerified: true });
    const [changed] = await auditOf(t.db, m.id, 'member.mobile.changed');
    expect(changed?.detail).toEqual({ from: `+86 ${old}`, to: `+86 ${next}` });
    expect((await lastMessage(t.db, `+86 ${old}`))?.body).toMatch(
      /mobile number of your account was changed to \+86 139\*\*\*\*/,
    );
    // The member now logs in by SMS with the new number.
    clock.advance(61_000);
    expect(await smsLogin(next)).toMatch(/\S{20,}/);
  });

  it('needs no password for an account that has none: the code is its proof', async () => {
    const old = freshNumber();
    const m = await newMember(t.db, { mobile: old, mobileVerified: true, withPassword: false });
    const token = await smsLogin(old);
    const next = freshNumber();
    await askSms(token, next);
    const res = await bindMobile(token, { mobileNum: next, verificationCode: await lastCode(t.db, `+86 ${next}`) });
    expect(profileIn(res)).toMatchObject({ mobileVerified: true });
    expect((await memberRow(t.db, m.id)).mobile).toBe(next);
  });
});

describe('binding an email address', () => {
  const askEmail = (token: string, email?: string) => send(t.app, 'emailBind', email ? { email } : {}, { token });

  it('limits code sends per address, answering as an email rather than a text message', async () => {
    const m = await member();
    expect((await askEmail(m.token, 'twice@example.com')).statusCode).toBe(200);
    const again = await askEmail(m.token, 'twice@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('email.resend.wait');
  });

  it('sends the code to the new address; the right code binds it as verified', async () => {
    const m = await member();
    const sent = await askEmail(m.token, 'Player.One@Example.com');
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t.db, 'player.one@example.com');
    const wrong = await send(
      t.app,
      'bindEmail',
      { email: 'player.one@example.com', verificationCode: code === '000000' ? '111111' : '000000' },
      { token: m.token },
    );
    expect(wrong.json().errorCode).toBe('code.invalid');
    const res = await send(
      t.app,
      'bindEmail',
      { email: 'player.one@example.com', verificationCode: code },
      { token: m.token },
    );
    expect(profileIn(res)).toMatchObject({ email: 'p***@example.com', emailVerified: true });
    expect((await memberRow(t.db, m.id)).email).toBe('player.one@example.com');
    const [bound] = await auditOf(t.db, m.id, 'member.email.bound');
    expect(bound?.detail).toEqual({ from: null, to: 'player.one@example.com' });
  });

  it('refuses an address that is not one, and asks for one when the member has none', async () => {
    const m = await member();
    const bad = await askEmail(m.token, 'not-an-address');
    expect(bad.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { email: expect.any(String) } },
    });
    expect((await askEmail(m.token)).json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { email: 'Required' } },
    });
  });

  it('changes an address with the new code and the login password; the old address hears of it', async () => {
    const m = await member({ email: 'before@example.com' });
    await askEmail(m.token, 'after@example.com');
    const code = await lastCode(t.db, 'after@example.com');
    const res = await send(
      t.app,
      'bindEmail',
      { email: 'after@example.com', verificationCode: code, password: m.password },
      { token: m.token },
    );
    expect(profileIn(res)).toMatchObject({ email: 'a***@example.com', emailVerified: true });
    expect((await lastMessage(t.db, 'before@example.com'))?.body).toMatch(/email address of your account was changed/);
  });
});

describe('registration by mobile with its SMS code', () => {
  it('stores the number as verified', async () => {
    const number = freshNumber();
    await send(t.app, 'smsRegister', { mobileNo: number, countryDialingCode: '+86' });
    const captcha = await solveCaptcha(t.app);
    const res = await send(
      t.app,
      'registerMobile',
      {
        mobileNum: number,
        countryDialingCode: '+86',
        verificationCode: await lastCode(t.db, `+86 ${number}`),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: captcha.answer,
        termsAccepted: true,
      },
      { cookies: captcha.cookies },
    );
    expect(res.statusCode).toBe(200);
    const profile = await send(t.app, 'memberProfile', undefined, { token: res.json().value.token });
    expect(profileIn(profile)).toMatchObject({ mobileVerified: true });
  });
});
