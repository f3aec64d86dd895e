import type { BankAccount, BankAccounts } from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { samePersonName } from '../../../platform/person-name.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { checkPaymentPassword } from '../../member/payment-password.ts';
import {
  type BankAccountRow,
  findLiveBankAccount,
  insertBankAccount,
  liveBankAccounts,
  markRemoved,
  memberBanking,
  setRealName,
} from './queries.ts';

/** `**** 5678`: enough for the owner to recognise the account, too little for anyone else. */
export const maskAccountNo = (accountNo: string) => `**** ${accountNo.slice(-4)}`;

export const bankAccountView = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  bankName: row.bankName,
  accountNo: maskAccountNo(row.accountNo),
  holderName: row.holderName,
  createdAt: row.createdAt.getTime(),
});

async function memberOf(orm: Orm, ctx: RequestContext, memberId: number, lock = false) {
  const me = await memberBanking(orm, ctx.merchant.id, memberId, lock);
  if (!me) throw new AppError('login.not.session');
  return me;
}

export async function listBankAccounts(orm: Orm, ctx: RequestContext, memberId: number): Promise<BankAccounts> {
  const [me, rows] = await Promise.all([
    memberOf(orm, ctx, memberId),
    liveBankAccounts(orm, ctx.merchant.id, memberId),
  ]);
  return { accounts: rows.map(bankAccountView), max: ctx.merchant.cashier.maxBankAccounts, realName: me.realName };
}

export interface BindInput {
  bankName: string;
  accountNo: string;
  holderName: string;
  paymentPassword: string;
}

/**
 * Binds a bank account in the member's real name (DOMAIN.md "Money"). A member who never gave a real name gives
 * it with the first account; from then on every account must be in that name.
 */
export async function bindBankAccount(orm: Orm, ctx: RequestContext, memberId: number, input: BindInput) {
  const me = await memberOf(orm, ctx, memberId);
  await checkPaymentPassword(orm, ctx, me, input.paymentPassword, 'bank-account.password.failed');
  return orm.transaction(async (tx) => {
    const locked = await memberOf(tx, ctx, memberId, true);
    if (locked.realName && !samePersonName(locked.realName, input.holderName))
      throw new AppError('bank.holder.mismatch');
    const existing = await liveBankAccounts(tx, ctx.merchant.id, memberId);
    if (existing.some((a) => a.accountNo === input.accountNo)) throw new AppError('bank.account.exists');
    if (existing.length >= ctx.merchant.cashier.maxBankAccounts) throw new AppError('bank.account.limit');
    if (!locked.realName) await setRealName(tx, memberId, input.holderName);
    const row = await insertBankAccount(tx, {
      merchantId: ctx.merchant.id,
      memberId,
      bankName: input.bankName,
      accountNo: input.accountNo,
      holderName: locked.realName ?? input.holderName,
      createdAt: ctx.now,
    });
    if (!row) throw new AppError('bank.account.exists');
    await recordAudit(tx, ctx, {
      event: 'bank-account.bound',
      memberId,
      detail: { bankAccountId: row.id, accountNo: maskAccountNo(row.accountNo) },
    });
    return bankAccountView(row);
  });
}

/** Removes one of the member's own accounts; anyone else's is not found. */
export async function removeBankAccount(orm: Orm, ctx: RequestContext, memberId: number, id: number) {
  await orm.transaction(async (tx) => {
    const row = await findLiveBankAccount(tx, ctx.merchant.id, memberId, id);
    if (!row) throw new AppError('not.found');
    await markRemoved(tx, row.id, ctx.now);
    await recordAudit(tx, ctx, { event: 'bank-account.removed', memberId, detail: { bankAccountId: row.id } });
  });
  return null;
}
