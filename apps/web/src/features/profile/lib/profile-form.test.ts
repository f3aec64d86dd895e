import { type MemberProfile, patternFamilies, profileRules, type RegisterRules } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  latestBirthday,
  profileChanges,
  profileRequest,
  profileRequestSchema,
  visibleProfileFields,
} from './profile-form';

const rules = profileRules({
  wechat: {
    enabled: true,
    required: false,
    acceptedPattern: patternFamilies[10].source,
    patternId: 10,
    minLength: 6,
    maxLength: 20,
  },
  qqNum: {
    enabled: false,
    required: true,
    acceptedPattern: patternFamilies[7].source,
    patternId: 7,
    minLength: 5,
    maxLength: 12,
  },
} satisfies Partial<RegisterRules>);

const profile: MemberProfile = {
  id: 7,
  account: 'demo',
  nickname: 'Lucky',
  payeeName: '张*',
  email: null,
  emailVerified: false,
  mobile: null,
  mobileVerified: false,
  qqNum: '12345',
  line: null,
  whatsapp: null,
  facebook: null,
  wechat: 'wx_lucky',
  idNumber: 'A12********1234',
  hasPassword: true,
  hasPaymentPassword: false,
  passwordChangedAt: 0,
  regDate: 0,
  birthday: null,
  birthdayEditable: true,
  editable: ['nickname', 'qqNum', 'wechat', 'idNumber', 'line'],
  rules,
};

describe('the profile form', () => {
  it('lists fields with a value or open to the member, masked ones starting empty', () => {
    expect(visibleProfileFields(profile).map((f) => [f.field, f.editable])).toEqual([
      ['nickname', true],
      ['payeeName', false],
      ['qqNum', true],
      ['line', true],
      ['wechat', true],
      ['idNumber', true],
    ]);
    expect(initialValues(profile)).toMatchObject({
      nickname: 'Lucky',
      payeeName: '',
      idNumber: '',
      wechat: 'wx_lucky',
    });
  });

  it("marks values the merchant's rule refuses, in the member's language, but never unchanged ones", () => {
    const initial = initialValues(profile);
    const problems = (values: Partial<typeof initial>, language: 'EN' | 'CN' = 'EN') => {
      const body = profileChanges({ ...initial, ...values }, initial, profile.editable);
      const result = profileRequestSchema(profile.rules, language).safeParse(body);
      return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    };
    expect(problems({ wechat: 'has space' })).toEqual({ wechat: 'No spaces, 6-20 characters' });
    expect(problems({ wechat: 'x' }, 'CN')).toEqual({ wechat: '不能包含空格，6-20个字符' });
    expect(problems({ wechat: ' wx_lucky ' })).toEqual({});
    expect(problems({ wechat: '' })).toEqual({});
    // A required field cannot be emptied; a masked one left empty keeps its value.
    expect(problems({ qqNum: '' })).toEqual({ qqNum: 'Required' });
    expect(problems({ idNumber: '' })).toEqual({});
  });

  it('sends only changed, editable fields, trimmed', () => {
    const initial = initialValues(profile);
    const values = { ...initial, wechat: ' wx_new01 ', line: '', idNumber: '', nickname: 'Lucky', payeeName: '李四' };
    expect(profileChanges(values, initial, profile.editable)).toEqual({ wechat: 'wx_new01' });
    expect(profileChanges({ ...initial, qqNum: '' }, initial, profile.editable)).toEqual({ qqNum: '' });
  });
});

describe('the date of birth in the profile form', () => {
  it('is sent once filled in while the member may set it, and never once it is set', () => {
    const initial = initialValues(profile);
    expect(initial.birthday).toBe('');
    expect(profileRequest({ ...initial, birthday: '' }, initial, profile)).toEqual({});
    expect(profileRequest({ ...initial, birthday: '1990-05-12', wechat: 'wx_new01' }, initial, profile)).toEqual({
      birthday: '1990-05-12',
      wechat: 'wx_new01',
    });
    const set = { ...profile, birthday: '1990-05-12', birthdayEditable: false };
    const setInitial = initialValues(set);
    expect(setInitial.birthday).toBe('1990-05-12');
    expect(profileRequest({ ...setInitial, birthday: '1991-01-01' }, setInitial, set)).toEqual({});
  });

  it('is judged by the contract: a real date of someone at least 18 years old', () => {
    const schema = profileRequestSchema(profile.rules, 'EN');
    const today = new Date();
    expect(schema.safeParse({ birthday: latestBirthday(today) }).success).toBe(true);
    expect(schema.safeParse({ birthday: '1990-02-30' }).success).toBe(false);
    const tooYoung = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1));
    expect(schema.safeParse({ birthday: tooYoung.toISOString().slice(0, 10) }).success).toBe(false);
  });

  it('offers dates up to the 18th birthday that falls today, leap days rolling on as the server counts them', () => {
    expect(latestBirthday(new Date(Date.UTC(2026, 11, 7, 23)))).toBe('2008-12-07');
    expect(latestBirthday(new Date(Date.UTC(2024, 1, 29)))).toBe('2006-03-01');
  });
});
