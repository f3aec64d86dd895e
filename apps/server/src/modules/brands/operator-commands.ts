import type { Database } from '../../db/database.ts';
import { AppError, errorMessage } from '../../platform/app-error.ts';
import {
  checkOperatorPassword,
  createOperator,
  generateOperatorPassword,
  setOperatorPassword,
} from '../console/operators/operator-accounts.ts';
import { findMerchantRules } from '../console/operators/queries.ts';
import { findOperator } from '../console/queries.ts';
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
  const rules = await findMerchantRules(db.orm, brand.id);
  return { id: brand.id, code: wanted, passwordRule: rules?.registerRules.password };
}

/** The password to set: the one given (checked against the brand's rule), or a generated one to print once. */
function passwordToSet(rule: Parameters<typeof checkOperatorPassword>[0], given: string | undefined) {
  if (given === undefined) return { password: generateOperatorPassword(rule), generated: true };
  checkOperatorPassword(rule, given);
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
    const { password, generated } = passwordToSet(brand.passwordRule, input.password);
    await createOperator(db, { merchantId: brand.id, username, role: 'admin', password, mustChangePassword: true });
    return { brand: brand.code, username, password, generated };
  });
}

/** A new password the operator must change at next sign-in; their console sessions end. */
export async function resetOperatorPassword(
  db: Database,
  input: { brand: string; username: string; password?: string },
) {
  return refusingAppErrors(async () => {
    const brand = await brandOf(db, input.brand);
    const operator = await findOperator(db.orm, brand.id, input.username.trim());
    if (!operator) throw new BrandRefusal(`no operator ${input.username.trim()} on brand ${brand.code}`);
    const { password, generated } = passwordToSet(brand.passwordRule, input.password);
    await setOperatorPassword(db, { operatorId: operator.id, password, mustChangePassword: true });
    return { brand: brand.code, username: operator.username, password, generated };
  });
}
