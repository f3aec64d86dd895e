/** Query keys, apart from the calls so the start-up bundle can name them without the contract schemas. */

/** Everything of the VIP page: the rank progress (what a `vip.changed` reads again). */
export const vipKey = ['vip'] as const;
