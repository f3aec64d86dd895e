import { create } from 'zustand';

/** Questions and notices about the account: sign out (confirm first, spec §4) and the trial notice (spec §8). */
export type AccountPrompt = 'signOut' | 'trial';

export const useAccountPrompt = create<{ prompt: AccountPrompt | null }>(() => ({ prompt: null }));

export const requestSignOut = () => useAccountPrompt.setState({ prompt: 'signOut' });
/** `in_need_true_account`: a trial account tried something only a real account may do. */
export const openTrialNotice = () => useAccountPrompt.setState({ prompt: 'trial' });
export const closeAccountPrompt = () => useAccountPrompt.setState({ prompt: null });
