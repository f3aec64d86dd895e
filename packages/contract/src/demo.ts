/**
 * Accounts a fresh install seeds for the demo merchant (`DEMO_MERCHANT_CODE`). Public on purpose: the README, the
 * tests and the browser tests log in with them. Change or remove them before real use.
 */
export const DEMO_ACCOUNTS = {
  member: {
    username: 'demo',
    password: 'Demo1234',
    type: 0,
    countryDialingCode: '+86',
    mobileNum: '13800000001',
    email: 'demo@lotus.example',
    realName: 'Demo Player',
    referralCode: 'DEMO0001',
  },
  agent: {
    username: 'agent',
    password: 'Agent1234',
    type: 1,
    countryDialingCode: '+86',
    mobileNum: '13800000002',
    email: 'agent@lotus.example',
    realName: 'Demo Agent',
    /** Also the affiliate code of the agent's register links. */
    referralCode: 'LOTUSAG1',
  },
  /** Still has the default password `123456`: must change it right after login (spec §4). */
  defaultPassword: {
    username: 'newbie',
    password: '123456',
    type: 0,
    countryDialingCode: '+86',
    mobileNum: '13800000003',
    email: 'newbie@lotus.example',
    realName: 'New Player',
    referralCode: 'NEWBIE01',
  },
  operator: { username: 'admin', password: 'Lotus-Admin-2026', role: 'admin' },
} as const;
