import { fromMinorUnits, type Withdrawal } from '@lotus/contract';
import { maskAccountNo } from '../bank-accounts/bank-accounts.ts';
import type { BankAccountRow } from '../bank-accounts/queries.ts';
import type { WithdrawalOrderRow } from './queries.ts';

export const withdrawalView = (order: WithdrawalOrderRow, bank: BankAccountRow): Withdrawal => ({
  orderNo: order.orderNo,
  amount: fromMinorUnits(order.amount),
  status: order.status,
  bankName: bank.bankName,
  accountNo: maskAccountNo(bank.accountNo),
  createdAt: order.createdAt.getTime(),
  rejectReason: order.rejectReason,
});
