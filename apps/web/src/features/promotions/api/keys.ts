/** Query keys, apart from the calls so the start-up bundle can name them without the contract schemas. */

/** Every campaign query: the promotions page, the reward centre and the badge (what the live events refresh). */
export const promotionsKey = ['promotions'] as const;
/** The campaigns in a viewer's states: the guest list and the member's reward centre. */
export const campaignsKey = ['promotions', 'campaigns'] as const;
/** The red badge's count. */
export const availableKey = ['promotions', 'available'] as const;
/** The member's bonuses (bonus details). */
export const bonusesKey = ['bonuses'] as const;
