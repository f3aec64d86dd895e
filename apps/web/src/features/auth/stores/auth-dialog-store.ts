import { create } from 'zustand';

export type AuthDialog = 'login' | 'register';

interface AuthDialogState {
  dialog: AuthDialog | null;
  /** Opened from the agent landing: the login is for the agent centre (spec §2: remember-me hidden). */
  agent: boolean;
  /** Where a guard sent the visitor from, to continue there after logging in. */
  returnTo: string | null;
  /** `referralCode` of a register link (spec §3). */
  referralCode: string | null;
}

export const useAuthDialog = create<AuthDialogState>(() => ({
  dialog: null,
  agent: false,
  returnTo: null,
  referralCode: null,
}));

export function openLogin(options: { agent?: boolean; returnTo?: string | null } = {}) {
  useAuthDialog.setState({ dialog: 'login', agent: options.agent ?? false, returnTo: options.returnTo ?? null });
}

export function openRegister(options: { referralCode?: string | null } = {}) {
  useAuthDialog.setState({ dialog: 'register', agent: false, referralCode: options.referralCode ?? null });
}

export const switchAuthDialog = (dialog: AuthDialog) => useAuthDialog.setState({ dialog });
export const closeAuthDialog = () => useAuthDialog.setState({ dialog: null });
