import { fromMinorUnits, type Withdrawal } from '@lotus/contract';
import { maskAccountNo } from '../bank-accounts/bank-accounts.ts';
import type { BankAccountRow } from '../bank-accounts/queries.ts';
import type { WithdrawalOrderRow } from './queries.ts';

/** The receipt fields, shared by the player's view and finance's queue. */
export const receiptView = (order: WithdrawalOrderRow, proofs: string[]) => ({
  confirmBy: order.status === 'paid' && order.confirmBy ? order.confirmBy.getTime() : null,
  receipt: order.receipt,
  receivedAmount: order.receivedAmount === null ? null : fromMinorUnits(order.receivedAmount),
  remainingAmount: order.receivedAmount === null ? null : fromMinorUnits(order.amount - order.receivedAmount),
  proofs,
});

export const withdrawalView = (order: WithdrawalOrderRow, bank: BankAccountRow, proofs: string[] = []): Withdrawal => ({
  orderNo: order.orderNo,
  amount: fromMinorUnits(order.amount),
  status: order.status,
  bankName: bank.bankName,
  accountNo: maskAccountNo(bank.accountNo),
  createdAt: order.createdAt.getTime(),
  rejectReason: order.rejectReason,
  ...receiptView(order, proofs),
});
