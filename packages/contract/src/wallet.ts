import { z } from 'zod';

/** Money in the merchant currency with at most 2 decimals (API.md conventions). */
const amount = z.number().finite();

/**
 * GET /wps/v2/wallets/balance (login): the total over the member's wallets and each wallet's available amount.
 * `accountTypeId` names the wallet (the main wallet, or a transfer-wallet vendor's).
 */
export const balanceSchema = z.object({
  sumBalance: amount,
  balance: z.array(z.object({ accountTypeId: z.union([z.string(), z.number().int()]), availBalance: amount })),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * GET GCS_merchantWallet (login): which wallet model the merchant runs. Single: every game plays from the main wallet
 * (seamless vendors) and the transfer screens stay hidden; otherwise transfer-wallet vendors keep wallets of their own.
 */
export const merchantWalletSchema = z.object({ isSingle: z.boolean() });
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;
