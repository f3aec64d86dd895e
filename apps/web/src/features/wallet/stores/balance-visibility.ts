import { create } from 'zustand';

/** Whether the player hid the balance (spec §2 show/hide); for this page's life, like the original. */
export const useBalanceVisibility = create<{ hidden: boolean }>(() => ({ hidden: false }));
export const toggleBalanceVisibility = () => useBalanceVisibility.setState((s) => ({ hidden: !s.hidden }));
