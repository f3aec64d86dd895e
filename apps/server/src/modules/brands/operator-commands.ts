import type { Database } from '../../db/database.ts';
import { AppError, errorMessage } from '../../platform/app-error.ts';
import { operatorKey } from '../console/operator-sessions.ts';
import {
  checkOperatorPassword,
  createOperator,
  generateOperatorPassword,
  setOperatorPassword,
} from '../console/operators/operator-accounts.ts';
import { findOperator } from '../console/queries.ts';
import { liftLocks } from '../session/login-limits.ts';
import { BrandRefusal } from './brand-refusal.ts';
import { listBrandSummaries } from './queries.ts';

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/;

/** The operator use cases answer in the console's error ids; the command line says the same in words. */
async function refusingAppErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const message = errorMessage(error.code, 'EN', error.value);
    const rule =
      typeof error.value.rule === 'string' && !message.includes(error.value.rule) ? `: ${error.value.rule}` : '';
    throw new BrandRefusal(`${message}${rule}`);
  }
}

async function brandOf(db: Database, code: string) {
  const wanted = code.trim().toUpperCase();
  const brand = (await listBrandSummaries(db.orm)).find((b) => b.code === wanted);
  if (!brand) throw new BrandRefusal(`no brand ${wanted}: see \`npm run lotus -- list-brands\``);
  return { id: brand.id, code: wanted };
}

/** The password to set: the one given (checked against the operators' rule), or a generated one to print once. */
async function passwordToSet(given: string | undefined) {
  if (given === undefined) return { password: generateOperatorPassword(), generated: true };
  await checkOperatorPassword(given);
  return { password: given, generated: false };
}

/** A new admin of the brand, who must change the password at first sign-in (audited as from the command line). */
export async function createAdmin(db: Database, input: { brand: string; username: string; password?: string }) {
  const username = input.username.trim();
  if (!USERNAME.test(username)) {
    throw new BrandRefusal('--username must be 3–32 letters, digits, _ . or -, starting with a letter or digit');
  }
  return refusingAppErrors(async () => {
    const brand = await brandOf(db, input.brand);
    const { password, generated } = await passwordToSet(input.password);
    await createOperator(db, { merchantId: brand.id, username, role: 'admin', password, mustChangePassword: true });
    return { brand: brand.code, username, password, generated };
  });
}

/** A new password the operator must change at next sign-in; their console sessions end, and their sign-in locks. */
export async function resetOperatorPassword(
  db: Database,
  input: { brand: string; username: string; password?: string },
) {
  return refusingAppErrors(async () => {
    const brand = await brandOf(db, input.brand);
    const operator = await findOperator(db.orm, brand.id, input.username.trim());
    if (!operator) throw new BrandRefusal(`no operator ${input.username.trim()} on brand ${brand.code}`);
    const { password, generated } = await passwordToSet(input.password);
    await setOperatorPassword(db, { operatorId: operator.id, password, mustChangePassword: true });
    // The owner proved who they are by reaching the command line: every sign-in lock of the name ends.
    await liftLocks(db.orm, brand.id, operatorKey(brand.id, operator.username));
    return { brand: brand.code, username: operator.username, password, generated };
  });
}
