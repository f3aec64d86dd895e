export { balanceKey, balanceQuery } from './api/get-balance';
export { DepositSection } from './components/deposit-section';
export { HeaderBalance } from './components/header-balance';
export { TransactionHistorySection } from './components/transaction-history-section';
export { TransferSection } from './components/transfer-section';
export { WithdrawSection } from './components/withdraw-section';
export { toggleBalanceVisibility, useBalanceVisibility } from './stores/balance-visibility';
