import { create } from 'zustand';

/**
 * The last login of this page's life: pop-ups filtered by execution (A after login, F after a first login, spec §4)
 * read it to know when and which to show.
 */
export const useLoginEvent = create<{ at: number | null; firstLogin: boolean }>(() => ({
  at: null,
  firstLogin: false,
}));

export const recordLogin = (firstLogin: boolean) => useLoginEvent.setState({ at: Date.now(), firstLogin });
