/** Query keys, apart from the calls so the start-up bundle can name them without the contract schemas. */

/** Every rebate query: settings, summary and history (what a claim and a change of level read again). */
export const rebateKey = ['rebate'] as const;
