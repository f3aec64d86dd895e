import { randomInt } from 'node:crypto';
import {
  type Language,
  type OperatorRole,
  operatorPasswordMax,
  operatorPasswordMin,
  operatorPasswordProblem,
  operatorRoles,
} from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type AuditSource, recordAudit } from '../../../platform/audit.ts';
import { isCommonPassword } from '../../../platform/common-passwords.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { randomChars } from '../../../platform/secrets.ts';
import {
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

/**
 * Refuses a password that breaks the operators' own rule (12 to 128 printable characters: `operatorPasswordProblem`)
 * or is a common password (platform/common-passwords.ts): 400 `console.operator.password.weak` naming the rule. The
 * brand's member password rule does not apply: it may forbid symbols or cap the length at 20.
 */
export async function checkOperatorPassword(password: string, language: Language = 'EN') {
  const weak = (text: string) =>
    new AppError('console.operator.password.weak', { rule: text, fields: { password: text } });
  const cn = language === 'CN';
  switch (operatorPasswordProblem(password)) {
    case 'short':
      throw weak(cn ? `至少 ${operatorPasswordMin} 个字符` : `at least ${operatorPasswordMin} characters`);
    case 'long':
      throw weak(cn ? `最多 ${operatorPasswordMax} 个字符` : `at most ${operatorPasswordMax} characters`);
    case 'unprintable':
      throw weak(cn ? '只能使用可打印字符' : 'printable characters only');
    case null:
      break;
  }
  if (await isCommonPassword(password)) {
    throw weak(cn ? '这是常见密码，请换一个' : 'not a common password');
  }
}

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#%*-_+=?';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;
const GENERATED_LENGTH = 16;

/**
 * A password to hand over once: 16 characters with each kind (lower and upper case, digits, symbols), shuffled.
 * Unambiguous characters only (no 0/O, 1/l/I).
 */
export function generateOperatorPassword(): string {
  const kinds = randomChars(LOWER, 1) + randomChars(UPPER, 1) + randomChars(DIGITS, 1) + randomChars(SYMBOLS, 1);
  return shuffle(kinds + randomChars(ALL, GENERATED_LENGTH - kinds.length));
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
  await checkOperatorPassword(input.password);
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
  await checkOperatorPassword(input.password);
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
