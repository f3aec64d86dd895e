/** The member info's query key, apart from its call so start-up code can read the cache without the schema. */
export const memberInfoKey = ['member', 'info'] as const;
