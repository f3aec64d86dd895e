import { randomInt } from 'node:crypto';
import {
  type Language,
  limits,
  matchesRule,
  type OperatorRole,
  operatorPasswordMin,
  operatorRoles,
  type PatternId,
  type RegisterRule,
  registerErrorMessage,
} from '@lotus/contract';
import type { Database, Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type AuditSource, recordAudit } from '../../../platform/audit.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { randomChars } from '../../../platform/secrets.ts';
import {
  findMerchantRules,
  findOperatorById,
  insertOperator,
  type OperatorRow,
  revokeOperatorSessions,
  updateOperator,
  usernameTaken,
} from './queries.ts';

/** Who made a change, for the audit entry; the command line passes none and is recorded as `cli`. */
export interface OperatorActor {
  source: AuditSource;
  operatorId: number | null;
}

const cliActor = (merchantId: number): OperatorActor => ({
  source: { merchantId, ip: null, userAgent: null, requestId: null },
  operatorId: null,
});

async function passwordRuleOf(orm: Orm, merchantId: number) {
  const merchant = await findMerchantRules(orm, merchantId);
  if (!merchant) throw new AppError('console.operator.not.found');
  return merchant.registerRules.password;
}

/**
 * Refuses a password that breaks the brand's member password rule (as at registration), is the default `123456` or
 * is shorter than `operatorPasswordMin`: 400 `console.operator.password.weak` naming the rule.
 */
export function checkOperatorPassword(rule: RegisterRule | undefined, password: string, language: Language = 'EN') {
  const weak = (text: string) =>
    new AppError('console.operator.password.weak', { rule: text, fields: { password: text } });
  if (rule?.enabled && !matchesRule(rule, password)) {
    const text = registerErrorMessage(
      { kind: 'pattern', patternId: rule.patternId as PatternId, min: rule.minLength, max: rule.maxLength },
      language,
    );
    throw weak(text);
  }
  if (password.length < operatorPasswordMin) {
    throw weak(language === 'CN' ? `至少 ${operatorPasswordMin} 个字符` : `at least ${operatorPasswordMin} characters`);
  }
  if (password === limits.defaultPassword) throw weak('123456');
}

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#%*-_+=?';

/**
 * A password to hand over once, that the brand's rule accepts: mixed characters first, then plainer alphabets for
 * rules that forbid symbols or letters. Unambiguous characters only (no 0/O, 1/l/I).
 */
export function generateOperatorPassword(rule: RegisterRule | undefined): string {
  const max = rule?.enabled && rule.maxLength > 0 ? rule.maxLength : 64;
  const min = Math.max(operatorPasswordMin, rule?.enabled ? rule.minLength : 0);
  const length = Math.min(Math.max(14, min), max);
  const forms = [
    () => randomChars(LOWER, 3) + randomChars(UPPER, 3) + randomChars(DIGITS, 3) + randomChars(SYMBOLS, 1),
    () => randomChars(LOWER, 4) + randomChars(UPPER, 3) + randomChars(DIGITS, 3),
    () => randomChars(LOWER, 5) + randomChars(DIGITS, 5),
    () => randomChars(DIGITS, 10),
  ];
  for (const form of forms) {
    for (let tries = 0; tries < 20; tries += 1) {
      let text = '';
      while (text.length < length) text += form();
      const candidate = text.slice(0, length);
      // Letters first satisfies letter-first rules; the shuffle keeps the rest unpredictable.
      const shuffled = shuffle(candidate);
      try {
        checkOperatorPassword(rule, shuffled);
        return shuffled;
      } catch {
        try {
          checkOperatorPassword(rule, candidate);
          return candidate;
        } catch {
          // try the next candidate
        }
      }
    }
  }
  throw new AppError('console.operator.password.weak', { rule: 'no generated password fits the brand rule' });
}

function shuffle(text: string) {
  const chars = [...text];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export interface CreateOperatorInput {
  merchantId: number;
  username: string;
  role: OperatorRole;
  password: string;
  mustChangePassword: boolean;
}

/**
 * A new operator of the brand. 409 `console.operator.username.taken` when the name is used (any case), 400
 * `console.operator.password.weak` for a password the rule refuses. Audited as `console.operator.created`.
 */
export async function createOperator(
  db: Database,
  input: CreateOperatorInput,
  actor?: OperatorActor,
): Promise<OperatorRow> {
  const username = input.username.trim();
  if (!username || username.length > 64) throw new AppError('request.invalid', { fields: { username: 'required' } });
  if (!operatorRoles.includes(input.role)) throw new AppError('request.invalid', { fields: { role: 'unknown' } });
  const orm = db.orm;
  checkOperatorPassword(await passwordRuleOf(orm, input.merchantId), input.password);
  const passwordHash = await hashPassword(input.password);
  const by = actor ?? cliActor(input.merchantId);
  return orm.transaction(async (tx) => {
    if (await usernameTaken(tx, input.merchantId, username)) throw new AppError('console.operator.username.taken');
    const row = await insertOperator(tx, {
      merchantId: input.merchantId,
      username,
      role: input.role,
      passwordHash,
      mustChangePassword: input.mustChangePassword,
    }).catch((error: unknown) => {
      // The unique index on lower(username) settles a race between two creations.
      if (
        String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code) === '23505'
      ) {
        throw new AppError('console.operator.username.taken');
      }
      throw error;
    });
    await recordAudit(tx, by.source, {
      event: 'console.operator.created',
      operatorId: by.operatorId,
      detail: { operator: row.username, operatorId: row.id, role: row.role, via: actor ? 'console' : 'cli' },
    });
    return row;
  });
}

export interface SetOperatorPasswordInput {
  operatorId: number;
  password: string;
  mustChangePassword: boolean;
}

/**
 * Replaces an operator's password (a reset by an admin or the command line) and ends their sessions: whoever held
 * the old one is out. Audited as `console.operator.password.reset`.
 */
export async function setOperatorPassword(
  db: Database,
  input: SetOperatorPasswordInput,
  actor?: OperatorActor,
  now = new Date(),
): Promise<OperatorRow> {
  const orm = db.orm;
  const operator = await findOperatorById(orm, input.operatorId);
  if (!operator) throw new AppError('console.operator.not.found');
  checkOperatorPassword(await passwordRuleOf(orm, operator.merchantId), input.password);
  const passwordHash = await hashPassword(input.password);
  const by = actor ?? cliActor(operator.merchantId);
  return orm.transaction(async (tx) => {
    const row = await updateOperator(tx, operator.id, { passwordHash, mustChangePassword: input.mustChangePassword });
    if (!row) throw new AppError('console.operator.not.found');
    await revokeOperatorSessions(tx, operator.id, now);
    await recordAudit(tx, by.source, {
      event: 'console.operator.password.reset',
      operatorId: by.operatorId,
      detail: { operator: row.username, operatorId: row.id, via: actor ? 'console' : 'cli' },
    });
    return row;
  });
}
