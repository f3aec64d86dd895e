/** Member types of spec §4: 1, 2, 41, 42 are agents; 4 is a trial account; everything else an ordinary member. */
export const agentTypes = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;

export const isAgentType = (type: number) => (agentTypes as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;
