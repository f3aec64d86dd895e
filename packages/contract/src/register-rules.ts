import { z } from 'zod/mini';
import { registerFields } from './register-fields.ts';

export { type PatternId, patternFamilies, type RegisterField, registerFields } from './register-fields.ts';

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.int().check(z.minimum(1), z.maximum(16)),
  minLength: z.int().check(z.minimum(0)),
  maxLength: z.int().check(z.minimum(0)),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const registerRulesSchema = z.record(z.enum(registerFields), registerRuleSchema);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

/** Checks one value against a rule: the pattern must match and the length must lie within bounds. */
export function matchesRule(rule: RegisterRule, value: string): boolean {
  if (value.length < rule.minLength || (rule.maxLength > 0 && value.length > rule.maxLength)) return false;
  if (rule.acceptedPattern === '*') return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value);
  } catch {
    return false;
  }
}
