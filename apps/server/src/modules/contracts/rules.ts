import {
  type ContractKind,
  type ContractRates,
  type ContractTerminationPreview,
  contractKindModules,
  contractKinds,
  contractRates,
  isAgentType,
  merchantContractBound,
} from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database.ts';
import { members } from '../../db/schema.ts';
import { sqlState } from '../../db/sql-state.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { findMember, heldContract, lockContracts, type Party } from './queries.ts';
import type { Termination } from './terminations.ts';

/** The kinds the merchant runs: `AGENTPOLICY3` and the kind's own module. */
export function enabledKinds(merchant: Pick<MerchantConfig, 'features'>): ContractKind[] {
  if (merchant.features.AGENTPOLICY3 !== true) return [];
  return contractKinds.filter((kind) => merchant.features[contractKindModules[kind]] === true);
}

export function requireEnabled(merchant: Pick<MerchantConfig, 'features'>, kind: ContractKind) {
  if (!enabledKinds(merchant).includes(kind)) throw new AppError('contract.kind.disabled');
}

/**
 * The highest rates `member` may offer of the kind: the merchant's caps when its upline is not an agent, else its own
 * active contract's rates (null without one). `contractId` is that contract, to lock.
 */
export async function boundOf(
  orm: Orm,
  merchant: Pick<MerchantConfig, 'id' | 'contractSettings'>,
  member: Pick<Party, 'id' | 'parentId'>,
  kind: ContractKind,
): Promise<{ rates: ContractRates | null; contractId: number | null }> {
  const parent = member.parentId === null ? null : await findMember(orm, merchant.id, member.parentId);
  if (!parent || !isAgentType(parent.type)) {
    return { rates: merchantContractBound(merchant.contractSettings, kind), contractId: null };
  }
  const own = await heldContract(orm, merchant.id, member.id, kind, 'active');
  return own ? { rates: contractRates(own.terms), contractId: own.id } : { rates: null, contractId: null };
}

/**
 * Reads what a change needs, locks the contracts it touches (in id order, see `lockContracts`), and reads again under
 * the locks until nothing new needs locking: the answer is the plan as of the locks, which concurrent calls cannot
 * change before the commit.
 */
export async function lockedPlan<P extends { lock: readonly (number | null | undefined)[] }>(
  tx: Orm,
  merchantId: number,
  plan: () => Promise<P>,
): Promise<P> {
  const locked = new Set<number>();
  for (let round = 0; round < 5; round++) {
    const planned = await plan();
    const missing = planned.lock.filter((id): id is number => typeof id === 'number' && !locked.has(id));
    if (missing.length === 0 && round > 0) return planned;
    await lockContracts(tx, merchantId, missing);
    for (const id of missing) locked.add(id);
  }
  throw Object.assign(new Error('contracts kept changing while being locked'), { code: '40001' });
}

/**
 * Runs the change in a transaction, again when it lost a race to a concurrent one (deadlock, serialization, or a
 * partial unique index that the other call filled first): the new attempt sees the winner's commit and answers by it.
 * A unique violation that persists is a 409, never a 500.
 */
export async function contractTransaction<T>(db: Database, work: (tx: Orm) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.orm.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      const retryable = state === '40P01' || state === '40001' || state === '23505';
      if (!retryable) throw error;
      if (attempt >= 4) throw state === '23505' ? new AppError('contract.not.pending') : error;
    }
  }
}

/** The 409 that asks the member to confirm the contracts their change would end. */
export async function confirmTerminationsError(orm: Orm, merchantId: number, ended: Termination[]): Promise<AppError> {
  const ids = [...new Set(ended.map((t) => t.downlineId))];
  const rows = await orm
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
  const names = new Map(rows.map((r) => [r.id, r.username]));
  const preview: ContractTerminationPreview = {
    count: ended.length,
    downlines: ended.map((t) => ({ username: names.get(t.downlineId) ?? '', kind: t.kind })),
  };
  return new AppError('contract.confirm.terminations', preview);
}
