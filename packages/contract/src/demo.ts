/**
 * Accounts a fresh install seeds for the demo merchant (`DEMO_MERCHANT_CODE`). Public on purpose: the README, the
 * tests and the browser tests log in with them. Change or remove them before real use.
 */
export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'Demo1234', type: 0 },
  agent: { username: 'agent', password: 'Agent1234', type: 1 },
  operator: { username: 'admin', password: 'Admin1234', role: 'admin' },
} as const;
