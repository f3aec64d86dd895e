import {
  transferWalletsSchema,
  type WalletTransferRequest,
  walletTransferSchema,
  walletTransferStatusSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

export const vendorWalletsKey = ['wallet', 'vendor-wallets'] as const;

/** The main wallet and each transfer-wallet vendor's wallet of the member. */
export const vendorWalletsQuery = () =>
  queryOptions({
    queryKey: vendorWalletsKey,
    queryFn: ({ signal }) => callEndpoint('transferWallets', { schema: transferWalletsSchema, signal }),
    staleTime: 10_000,
  });

/** Moves money between the main wallet and a vendor's; `reference` makes a repeat answer the first transfer. */
export const transferBetweenWallets = (body: WalletTransferRequest) =>
  callEndpoint('walletTransfer', { body, schema: walletTransferSchema });

/** Whether the transfer under `reference` happened (asked before retrying one whose answer was lost). */
export const walletTransferStatus = (reference: string) =>
  callEndpoint('walletTransferStatus', { query: { reference }, schema: walletTransferStatusSchema });
