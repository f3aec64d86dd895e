export { logout } from './api/logout';
export { AuthButtons } from './components/auth-buttons';
export { AuthDialogHost } from './components/auth-dialog-host';
export { MemberInfoSync } from './components/member-info-sync';
export { SessionSocket } from './components/session-socket';
export { useRequireLogin } from './hooks/use-require-login';
export {
  type AccountPrompt,
  closeAccountPrompt,
  openTrialNotice,
  requestSignOut,
  useAccountPrompt,
} from './stores/account-prompt-store';
export {
  type AuthDialog,
  closeAuthDialog,
  openChangePassword,
  openForgotPassword,
  openLogin,
  openPaymentPassword,
  openRegister,
  resetAuthDialog,
  switchAuthDialog,
  useAuthDialog,
} from './stores/auth-dialog-store';
export { recordLogin, useLoginEvent } from './stores/login-event-store';
