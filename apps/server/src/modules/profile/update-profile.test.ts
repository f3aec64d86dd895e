import {
  DEMO_ACCOUNTS,
  defaultProfileEditableFields,
  envelopeSchema,
  loginResultSchema,
  memberProfileSchema,
} from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { auditOf, memberRow, newMember } from '../../../test/profile-helpers.ts';
import { merchants } from '../../db/schema.ts';
import { demoRegisterRules } from '../../db/seed/demo-register-rules.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await updateMerchantSettings(t.db, 'LOTUS', { auth: { profileEditableFields: defaultProfileEditableFields } });
});

const profileOf = async (token: string) => {
  const res = await send(t.app, 'memberProfile', undefined, { token });
  expect(res.statusCode).toBe(200);
  return envelopeSchema(memberProfileSchema).parse(res.json()).value;
};
const edit = (token: string, body: Record<string, unknown>) => send(t.app, 'updateMemberProfile', body, { token });

async function freshMember(options: Parameters<typeof newMember>[1] = {}) {
  const m = await newMember(t.db, options);
  return { ...m, token: await loginAs(t.app, m) };
}

describe('GET /wps/member/info/profile', () => {
  it('shows the member their profile with contacts masked, and what they may edit under which rules', async () => {
    const token = await loginAs(t.app);
    const profile = await profileOf(token);
    expect(profile).toMatchObject({
      account: DEMO_ACCOUNTS.member.username,
      email: 'd***@lotus.example',
      emailVerified: false,
      mobile: '+86 138****0001',
      mobileVerified: false,
      payeeName: 'D**********',
      hasPassword: true,
    });
    // The demo member's real name is set, so it is no longer theirs to change; the ID number is finance's by default.
    expect(profile.editable).toEqual(defaultProfileEditableFields.filter((f) => f !== 'payeeName'));
    expect(profile.rules.wechat).toEqual(demoRegisterRules.wechat);
    expect(profile.rules.nickname).toMatchObject({ minLength: 2, maxLength: 20 });
  });

  it('needs a login, and refuses trial accounts', async () => {
    expect((await send(t.app, 'memberProfile')).statusCode).toBe(401);
    const trial = await send(t.app, 'freePlay', { os: 'web', platform: 'W' });
    const { token } = envelopeSchema(loginResultSchema).parse(trial.json()).value;
    const res = await send(t.app, 'memberProfile', undefined, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
    const put = await edit(token, { wechat: 'trial_wx1' });
    expect(put.json().errorCode).toBe('in_need_true_account');
  });

  it('falls back to the default editable fields when the stored settings predate the setting', async () => {
    await t.db.orm
      .update(merchants)
      .set({ authSettings: sql`${merchants.authSettings} - 'profileEditableFields'` })
      .where(eq(merchants.code, 'LOTUS'));
    merchantDirectory(t.db).invalidate('LOTUS');
    const m = await freshMember();
    expect((await profileOf(m.token)).editable).toEqual(defaultProfileEditableFields);
  });
});

describe('PUT /wps/member/info', () => {
  it('changes the editable fields, answers the new profile and audits old and new values', async () => {
    const m = await freshMember();
    const res = await edit(m.token, { nickname: 'Lucky Star', wechat: 'wx_lucky8', line: 'lucky-line' });
    expect(res.statusCode).toBe(200);
    const profile = envelopeSchema(memberProfileSchema).parse(res.json()).value;
    expect(profile).toMatchObject({ nickname: 'Lucky Star', wechat: 'wx_lucky8', line: 'lucky-line' });
    expect(await memberRow(t.db, m.id)).toMatchObject({ nickname: 'Lucky Star', wechat: 'wx_lucky8' });
    const [entry] = await auditOf(t.db, m.id, 'member.profile.updated');
    expect(entry?.detail).toEqual({
      changes: {
        nickname: { from: null, to: 'Lucky Star' },
        wechat: { from: null, to: 'wx_lucky8' },
        line: { from: null, to: 'lucky-line' },
      },
    });
    // The header's member info shows the new nickname too.
    expect((await send(t.app, 'memberInfo', undefined, { token: m.token })).json().value.nickname).toBe('Lucky Star');
  });

  it('trims values, clears a field given empty, and ignores values that did not change', async () => {
    const m = await freshMember();
    await edit(m.token, { wechat: '  wx_trim01 ', qqNum: '123456' });
    expect(await memberRow(t.db, m.id)).toMatchObject({ wechat: 'wx_trim01', qq: '123456' });
    const before = (await auditOf(t.db, m.id)).length;
    // The whole form sent back unchanged, with a field the merchant does not let members edit: nothing happens.
    const same = await edit(m.token, { wechat: 'wx_trim01', qqNum: '123456', idNumber: '' });
    expect(same.statusCode).toBe(200);
    expect((await auditOf(t.db, m.id)).length).toBe(before);
    await edit(m.token, { qqNum: '' });
    expect((await memberRow(t.db, m.id)).qq).toBeNull();
  });

  it("checks each value against the merchant's registration rule of its field, and writes nothing on a bad one", async () => {
    const m = await freshMember();
    const cases: [Record<string, string>, string, string][] = [
      [{ wechat: 'has space' }, 'wechat', 'No spaces, 6-20 characters'],
      [{ wechat: 'wx1' }, 'wechat', 'No spaces, 6-20 characters'],
      [{ qqNum: '12ab5' }, 'qqNum', 'Digits only, 5-12 digits'],
      [{ whatsapp: '1234' }, 'whatsapp', 'Digits only, 6-15 digits'],
      [{ nickname: 'x' }, 'nickname', 'Please enter 2-20 characters'],
      [{ nickname: 'bad\u0007bell' }, 'nickname', 'Please enter 2-20 characters'],
      [{ payeeName: 'John' }, 'payeeName', 'Chinese characters and punctuation only, 2-30 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await edit(m.token, { line: 'valid-line', ...body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'request.invalid', value: { fields: { [field]: message } } });
    }
    const cn = await send(
      t.app,
      'updateMemberProfile',
      { wechat: 'x y' },
      { token: m.token, headers: { language: 'CN' } },
    );
    expect(cn.json().value.fields.wechat).toBe('不能包含空格，6-20个字符');
    // The valid field of each refused request was not stored either.
    expect(await memberRow(t.db, m.id)).toMatchObject({ line: null, wechat: null, nickname: null, realName: null });
    expect(await auditOf(t.db, m.id, 'member.profile.updated')).toEqual([]);
  });

  it('refuses fields the merchant does not let members edit, until it does', async () => {
    const m = await freshMember();
    const locked = await edit(m.token, { idNumber: 'A12345678901234', wechat: 'wx_ok_123' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      errorCode: 'profile.field.locked',
      value: { fields: { idNumber: 'This detail cannot be changed here, please contact customer service' } },
    });
    expect(await memberRow(t.db, m.id)).toMatchObject({ idNumber: null, wechat: null });

    await updateMerchantSettings(t.db, 'LOTUS', { auth: { profileEditableFields: ['idNumber'] } });
    const profile = await profileOf(m.token);
    expect(profile.editable).toEqual(['idNumber']);
    expect((await edit(m.token, { wechat: 'wx_ok_123' })).json().errorCode).toBe('profile.field.locked');
    expect((await edit(m.token, { idNumber: 'A1234' })).json().value.fields.idNumber).toBe(
      'Letters and digits only, 15-18 characters',
    );
    const ok = await edit(m.token, { idNumber: 'A12345678901234' });
    expect(ok.json().value.idNumber).toBe('A12********1234');
    const [entry] = await auditOf(t.db, m.id, 'member.profile.updated');
    expect(entry?.detail).toEqual({ changes: { idNumber: { from: null, to: 'A12********1234' } } });
  });

  it('lets the real name be given once; bank accounts must then match it', async () => {
    const m = await freshMember({ realName: null });
    expect((await profileOf(m.token)).editable).toContain('payeeName');
    const set = await edit(m.token, { payeeName: '张三' });
    expect(set.json().value).toMatchObject({ payeeName: '张*' });
    expect((await memberRow(t.db, m.id)).realName).toBe('张三');
    expect((await profileOf(m.token)).editable).not.toContain('payeeName');

    const again = await edit(m.token, { payeeName: '李四' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('profile.realname.locked');
    expect((await memberRow(t.db, m.id)).realName).toBe('张三');

    await send(
      t.app,
      'setPaymentPassword',
      { loginPassword: m.password, paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { token: m.token },
    );
    const bank = (holderName: string) =>
      send(
        t.app,
        'bindBankAccount',
        { bankName: 'Lotus Bank', accountNo: '6222000011112222', holderName, paymentPassword: '246810' },
        { token: m.token },
      );
    expect((await bank('李四')).json().errorCode).toBe('bank.holder.mismatch');
    expect((await bank('张三')).statusCode).toBe(200);
  });

  it('lets the birthday be set once, with when it was set; customer service corrects it after', async () => {
    const m = await freshMember();
    expect(await profileOf(m.token)).toMatchObject({ birthday: null, birthdayEditable: true });
    for (const birthday of ['1990-02-30', '03/04/1990', `${new Date().getUTCFullYear() - 10}-01-01`]) {
      const bad = await edit(m.token, { birthday });
      expect(bad.statusCode, birthday).toBe(400);
      expect(bad.json().errorCode).toBe('request.invalid');
    }
    expect((await memberRow(t.db, m.id)).birthday).toBeNull();

    const set = await edit(m.token, { birthday: '1990-04-15', nickname: 'Born Nick' });
    expect(set.json().value).toMatchObject({ birthday: '1990-04-15', birthdayEditable: false, nickname: 'Born Nick' });
    const row = await memberRow(t.db, m.id);
    expect(row.birthday).toBe('1990-04-15');
    expect(row.birthdaySetAt).toBeInstanceOf(Date);
    const [entry] = await auditOf(t.db, m.id, 'member.profile.updated');
    expect(entry?.detail).toEqual({
      changes: { nickname: { from: null, to: 'Born Nick' }, birthday: { from: null, to: '1990-04-15' } },
    });

    // The whole form sent back with the same date changes nothing; another date is refused and nothing changes.
    expect((await edit(m.token, { birthday: '1990-04-15' })).statusCode).toBe(200);
    const again = await edit(m.token, { birthday: '1991-05-16', nickname: 'Other Nick' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'profile.birthday.locked',
      value: { fields: { birthday: expect.any(String) } },
    });
    expect(await memberRow(t.db, m.id)).toMatchObject({ birthday: '1990-04-15', nickname: 'Born Nick' });
    expect(await profileOf(m.token)).toMatchObject({ birthday: '1990-04-15', birthdayEditable: false });
  });

  it('ignores the email and the mobile number, which change only with a code', async () => {
    const m = await freshMember();
    for (const body of [{ email: 'new@example.com' }, { mobileNum: '13911110000' }]) {
      const res = await edit(m.token, body);
      expect(res.statusCode).toBe(200);
    }
    expect(await memberRow(t.db, m.id)).toMatchObject({ email: null, mobile: null });
    expect(await auditOf(t.db, m.id, 'member.profile.updated')).toEqual([]);
  });

  it('never applies keys it does not name: no role, merchant, upline, VIP level or balance from the body', async () => {
    const m = await freshMember();
    const before = await memberRow(t.db, m.id);
    const balance = async () => (await send(t.app, 'balance', undefined, { token: m.token })).json().value;
    const balanceBefore = await balance();
    const res = await edit(m.token, {
      nickname: 'Plain Nick',
      balance: 1_000_000,
      sumBalance: 1_000_000,
      type: 1,
      customerType: 41,
      merchantId: 2,
      parent: DEMO_ACCOUNTS.agent.username,
      parentId: 1,
      vipLevel: 9,
      status: 'suspended',
      username: 'someoneelse',
      passwordHash: 'x',
      realName: 'Forged Name',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await memberRow(t.db, m.id);
    expect(after).toEqual({ ...before, nickname: 'Plain Nick' });
    expect(await balance()).toEqual(balanceBefore);
    const [entry] = await auditOf(t.db, m.id, 'member.profile.updated');
    expect(entry?.detail).toEqual({ changes: { nickname: { from: null, to: 'Plain Nick' } } });
  });
});
