import type { Orm } from '../../../db/database.ts';
import { findHouseAccount, findMemberAccount, insertAccount } from './queries.ts';

/**
 * What a member's account holds. `main` is the wallet every seamless game and cashier call uses (play money for
 * trials); `vendor:<code>` is the member's wallet at a transfer-wallet vendor.
 */
export type MemberPurpose = 'main' | `vendor:${string}`;

/**
 * The house's side of each kind of movement, so reports fall out of the ledger (DOMAIN.md "Money"). House accounts
 * mirror what members hold and go negative as members' balances grow.
 */
export type HousePurpose =
  | 'house:play-money'
  | 'house:adjustments'
  | 'house:deposits'
  | 'house:withdrawals-in-transit'
  | 'house:withdrawals-paid'
  /** Agent salaries and dividends the platform pays. */
  | 'house:agent-earnings'
  /** Bonuses promotions pay, and what forfeits take back. */
  | 'house:promotions'
  /** Rebates paid on members' valid bets. */
  | 'house:rebate'
  /** One per vendor: stakes in, wins out, so the vendor's gross gaming revenue is its balance's movement. */
  | `house:games:${string}`;

/** The member's account for `purpose`, created on first use. */
export async function memberAccountId(orm: Orm, merchantId: number, memberId: number, purpose: MemberPurpose = 'main') {
  const found = await findMemberAccount(orm, merchantId, memberId, purpose);
  if (found) return found.id;
  await insertAccount(orm, merchantId, memberId, purpose);
  const created = await findMemberAccount(orm, merchantId, memberId, purpose);
  if (!created) throw new Error(`no ${purpose} account for member ${memberId}`);
  return created.id;
}

/** The merchant's house account for `purpose`, created on first use. */
export async function houseAccountId(orm: Orm, merchantId: number, purpose: HousePurpose) {
  const found = await findHouseAccount(orm, merchantId, purpose);
  if (found) return found.id;
  await insertAccount(orm, merchantId, null, purpose);
  const created = await findHouseAccount(orm, merchantId, purpose);
  if (!created) throw new Error(`no ${purpose} account for merchant ${merchantId}`);
  return created.id;
}
