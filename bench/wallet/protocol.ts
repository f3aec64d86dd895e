/** What the load generator and the bench server say to each other over the child process's IPC channel. */

export type Target = 'pglite' | 'postgres';
export type Operation = 'deposit' | 'withdrawal';

/** What the server prepares before it listens (set-up is not measured). */
export interface ServerPlan {
  /** Pending online deposit orders, each credited once by one signed notification. */
  deposits: number;
  /** Members the orders belong to, in turn. Withdrawals are made by others: a deposit's wagering would block them. */
  depositors: number;
  /** Members with a payment password, a bound bank account, a session and funds for their withdrawals. */
  withdrawers: number;
  withdrawalsPerMember: number;
}

/** A provider notification as the demo provider would post it: the raw body and its signature. */
export interface SignedNotification {
  body: string;
  signature: string;
}

export interface BenchMember {
  token: string;
  bankAccountId: number;
}

export interface Fixture {
  merchantCode: string;
  notifyPath: string;
  notifications: SignedNotification[];
  members: BenchMember[];
  paymentPassword: string;
  /** Major units, as the client sends it. */
  withdrawalAmount: number;
}

/** After the load: what the database says happened, so a run only counts when the work was really done. */
export interface ServerReport {
  ledgerOk: boolean;
  ledgerTotal: string;
  creditedDeposits: number;
  withdrawalOrders: number;
}

export type ServerMessage =
  | { type: 'ready'; port: number; fixture: Fixture }
  | { type: 'report'; report: ServerReport }
  | { type: 'failed'; error: string };

export type ParentMessage = { type: 'stop' };
