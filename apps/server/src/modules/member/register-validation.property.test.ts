import {
  type PatternId,
  patternFamilies,
  type RegisterField,
  type RegisterRequest,
  type RegisterRule,
  type RegisterRules,
  registerErrorMessage,
  registerFields,
  validateRegistration,
} from '@lotus/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { merchants } from '../../db/schema.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patternIds = Object.keys(patternFamilies).map(Number) as PatternId[];

const ruleArb: fc.Arbitrary<RegisterRule> = fc
  .record({
    enabled: fc.boolean(),
    required: fc.boolean(),
    patternId: fc.constantFrom(...patternIds),
    minLength: fc.integer({ min: 0, max: 8 }),
    span: fc.option(fc.integer({ min: 0, max: 14 }), { nil: undefined }),
  })
  .map(({ span, ...rule }) => ({
    enabled: rule.enabled,
    required: rule.required,
    patternId: rule.patternId,
    acceptedPattern: patternFamilies[rule.patternId].source,
    minLength: rule.minLength,
    // No span: no maximum (0).
    maxLength: span === undefined ? 0 : rule.minLength + span,
  }));

/** Values from the character classes the 16 families are about, and some of nothing at all. */
const valueArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.stringMatching(/^[A-Za-z]{1,12}$/),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,18}$/),
  fc.stringMatching(/^\d{1,16}$/),
  fc.stringMatching(/^[\u4e00-\u4e20]{1,6}$/),
  fc.stringMatching(/^[a-z]{1,6}@[a-z]{1,5}\.[a-z]{2,3}$/),
  fc.stringMatching(/^[\u0e01-\u0e20 ]{1,8}$/),
  fc.stringMatching(/^[\uac00-\uac20]{1,6}$/),
  fc.constantFrom('2024-01-31', '01-31-2024', 'Aa1!aaaa', 'has space', 'UPPER', '张三·李'),
  fc.string({ maxLength: 24 }),
);

/** Values with the families whose pattern they match. */
const samples = [
  { value: 'Abc123', families: [1, 2, 5, 6, 8, 10] },
  { value: '13812345678', families: [1, 5, 7, 10] },
  { value: 'user@example.com', families: [1, 4, 10] },
  { value: '张三', families: [1, 3, 11] },
  { value: 'John Smith', families: [1, 9, 15] },
  { value: 'Aa1!aaaa', families: [1, 8, 10, 16] },
  { value: '2024-01-31', families: [1, 10, 12] },
  { value: 'สวัสดี', families: [1, 14, 15] },
  { value: '안녕', families: [1, 13] },
] as const;

/** A rule and a value that passes it (or a switched-off rule): most fields of a real form look like this. */
const fittingArb = (only?: (typeof samples)[number]) =>
  fc
    .record({
      sample: only ? fc.constant(only) : fc.constantFrom(...samples),
      enabled: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      required: fc.boolean(),
      pick: fc.nat(),
      below: fc.nat({ max: 3 }),
      above: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
    })
    .map(({ sample, enabled, required, pick, below, above }) => {
      const patternId = sample.families[pick % sample.families.length] as PatternId;
      const length = sample.value.length;
      const rule: RegisterRule = {
        enabled,
        required,
        patternId,
        acceptedPattern: patternFamilies[patternId].source,
        minLength: Math.max(0, length - below),
        maxLength: above === undefined ? 0 : length + above,
      };
      return { rule, value: sample.value as string | undefined };
    });

/** Anything at all. */
const randomPairArb = fc.record({ rule: ruleArb, value: valueArb });

const mobileSample = samples[1];
const fieldNames = [...registerFields, 'termsAccepted', 'countryDialingCode'] as const;

/**
 * A rule set and a form: every field fits its rule, then up to two fields (or the terms, or the dialling code) are
 * replaced by anything. So about half the forms are valid, and the others break in every possible way.
 */
const caseArb = fc
  .record({
    fitting: fc.record(
      Object.fromEntries(
        registerFields.map((field) => [field, field === 'mobileNum' ? fittingArb(mobileSample) : fittingArb()]),
      ) as Record<RegisterField, ReturnType<typeof fittingArb>>,
    ),
    noisy: fc.uniqueArray(fc.constantFrom(...fieldNames), { maxLength: 2 }),
    noise: fc.record(
      Object.fromEntries(registerFields.map((field) => [field, randomPairArb])) as Record<
        RegisterField,
        typeof randomPairArb
      >,
    ),
    // Missing, as original clients send it, is accepted; only a declined `false` is refused.
    termsAccepted: fc.constantFrom(true, false, undefined),
    countryDialingCode: fc.constantFrom('86', 'CN', undefined),
    confirmSame: fc.boolean(),
  })
  .map(({ fitting, noisy, noise, termsAccepted, countryDialingCode, confirmSame }) => {
    const rules = {} as RegisterRules;
    const input: RegisterRequest = { termsAccepted: true, countryDialingCode: '+86' };
    for (const field of registerFields) {
      const pair = noisy.includes(field) ? noise[field] : fitting[field];
      rules[field] = pair.rule;
      if (pair.value !== undefined) input[field] = pair.value;
    }
    if (!noisy.includes('confirmPassword')) {
      rules.confirmPassword = rules.password;
      input.confirmPassword = input.password;
    } else if (confirmSame) {
      input.confirmPassword = input.password;
    }
    if (noisy.includes('termsAccepted')) {
      if (termsAccepted === undefined) delete input.termsAccepted;
      else input.termsAccepted = termsAccepted;
    }
    if (noisy.includes('countryDialingCode')) input.countryDialingCode = countryDialingCode;
    // Codes that match no agent or member: they must not decide whether the form itself is valid.
    delete input.affiliateCode;
    delete input.referralCode;
    return { rules: JSON.parse(JSON.stringify(rules)) as RegisterRules, input };
  });

const flagsArb = fc.record({
  mode: fc.constantFrom('username' as const, 'mobile' as const),
  smsVerification: fc.boolean(),
  mobilePassword: fc.boolean(),
});

describe('registration validation', () => {
  it('the server refuses exactly the fields the client marks, with the same messages', async () => {
    const directory = merchantDirectory(t.db);
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(caseArb, flagsArb, async ({ rules, input }, flags) => {
        const disabled = ['CAPTCHA3'];
        if (!flags.smsVerification) disabled.push('REGMOBVERF3');
        if (!flags.mobilePassword) disabled.push('MOBILENUMPASSREG3');
        await t.db.orm.update(merchants).set({ registerRules: rules }).where(eq(merchants.code, 'LOTUS'));
        await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: disabled as never });
        directory.invalidate('LOTUS');

        const expected = validateRegistration(rules, input, { ...flags, captcha: false });
        const outcome = Object.keys(expected).length === 0 ? 'valid' : 'invalid';
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        const res = await send(t.app, flags.mode === 'mobile' ? 'registerMobile' : 'register', input);
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json();
        const fields: Record<string, string> = body.errorCode === 'request.invalid' ? body.value.fields : {};
        expect(Object.keys(fields).sort()).toEqual(Object.keys(expected).sort());
        for (const [field, error] of Object.entries(expected)) {
          expect(fields[field]).toBe(registerErrorMessage(error, 'EN'));
        }
      }),
      { numRuns: 80 },
    );
    // Both kinds of form were tried, so the property says something about each.
    expect(outcomes.get('valid')).toBeGreaterThan(5);
    expect(outcomes.get('invalid')).toBeGreaterThan(5);
  });
});
