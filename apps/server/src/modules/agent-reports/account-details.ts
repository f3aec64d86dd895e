import type { Language, MemberTransactionPage, memberTransactionsQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { memberTransactions } from '../wallet/transactions/member-transactions.ts';
import { requireAgent } from './require-agent.ts';

/** Account details (`agentAccountDetails`): the agent's own ledger entries, as its account records list them. */
export async function accountDetails(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof memberTransactionsQuerySchema>,
  language: Language,
): Promise<MemberTransactionPage> {
  const agent = await requireAgent(orm, merchant.id, memberId);
  return memberTransactions(orm, merchant, agent.id, query, language);
}
