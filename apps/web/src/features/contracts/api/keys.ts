/** Query keys, apart from the calls so light modules can name them without the contract schemas. */
export const contractsKey = ['contracts'] as const;
export const consolidatedKey = ['contracts', 'consolidated'] as const;
export const overviewKey = ['contracts', 'overview'] as const;
export const contractListKey = ['contracts', 'list'] as const;
