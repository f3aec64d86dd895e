/** What the vendor bench's load generator and its server say to each other over the IPC channel. */

export type Database = 'pglite' | 'postgres';
/** A database, and `+bonus` for members who each wager an active bonus (weights, a max bet) besides a deposit. */
export type Target = Database | `${Database}+bonus`;
export type VendorOperation = 'debit' | 'credit';

export interface VendorFixture {
  vendorCode: string;
  secret: string;
  gameCode: string;
  /** Funded members, each with a live launch token. */
  members: { id: number; token: string }[];
}

export interface VendorServerReport {
  ledgerOk: boolean;
  /** Vendor calls stored with status OK. */
  okCalls: number;
}

export type VendorServerMessage =
  | { type: 'ready'; port: number; fixture: VendorFixture }
  | { type: 'report'; report: VendorServerReport }
  | { type: 'failed'; error: string };
