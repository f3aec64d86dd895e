import { create } from 'zustand';

export type AuthDialog = 'login' | 'register' | 'forgot' | 'changePassword' | 'paymentPassword' | 'welcome';

interface AuthDialogState {
  dialog: AuthDialog | null;
  /** Opened from the agent landing: the login is for the agent centre (spec §2: remember-me hidden). */
  agent: boolean;
  /** Where a guard sent the visitor from, to continue there after logging in. */
  returnTo: string | null;
  /** `referralCode` of a register link (spec §3). */
  referralCode: string | null;
  /** `affiliateCode` of a register link: places the new member under that agent. */
  affiliateCode: string | null;
  /** The change-password dialog must be answered (default or expired password, spec §4). */
  forced: boolean;
}

const initial: AuthDialogState = {
  dialog: null,
  agent: false,
  returnTo: null,
  referralCode: null,
  affiliateCode: null,
  forced: false,
};

export const useAuthDialog = create<AuthDialogState>(() => initial);

// The password just used to log in, held in memory only while a forced change needs it as the old password.
let pendingOldPassword: string | null = null;
export const takeOldPassword = () => pendingOldPassword;

export function openLogin(options: { agent?: boolean; returnTo?: string | null } = {}) {
  useAuthDialog.setState({
    dialog: 'login',
    agent: options.agent ?? false,
    returnTo: options.returnTo ?? null,
    forced: false,
  });
}

/** Opens register; codes a link gave earlier stay for the visit unless new ones (or an explicit null) are passed. */
export function openRegister(options: { referralCode?: string | null; affiliateCode?: string | null } = {}) {
  const current = useAuthDialog.getState();
  useAuthDialog.setState({
    dialog: 'register',
    agent: false,
    forced: false,
    referralCode: options.referralCode === undefined ? current.referralCode : options.referralCode,
    affiliateCode: options.affiliateCode === undefined ? current.affiliateCode : options.affiliateCode,
  });
}

export const openForgotPassword = () => useAuthDialog.setState({ dialog: 'forgot', forced: false });

/** Change password; `forced` after a login with the default or an expired password. */
export function openChangePassword(options: { forced?: boolean; oldPassword?: string | null } = {}) {
  pendingOldPassword = options.oldPassword ?? null;
  useAuthDialog.setState({ dialog: 'changePassword', forced: options.forced ?? false });
}

/** Set or change the payment password (member centre, security). */
export const openPaymentPassword = () => useAuthDialog.setState({ dialog: 'paymentPassword', forced: false });

/** The welcome after a first login (spec §4's after-login modal). */
export const openWelcome = () => useAuthDialog.setState({ dialog: 'welcome', forced: false });

export const switchAuthDialog = (dialog: AuthDialog) => useAuthDialog.setState({ dialog, forced: false });

export function closeAuthDialog() {
  pendingOldPassword = null;
  useAuthDialog.setState({ dialog: null, forced: false });
}

/** Back to nothing open, keeping the link codes (tests and logout). */
export const resetAuthDialog = () => {
  pendingOldPassword = null;
  useAuthDialog.setState(initial);
};
