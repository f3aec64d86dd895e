export { memberInfoKey } from './api/member-info-key';
export { AuthButtons } from './components/auth-buttons';
export { AuthDialogHost } from './components/auth-dialog-host';
export { MemberInfoSync } from './components/member-info-sync';
// The console's registration settings preview the form with the fields and rendering of the player's one.
export { PasswordField } from './components/password-field';
export { SessionSocket } from './components/session-socket';
export { TermsCheckbox } from './components/terms-checkbox';
export { useHasPaymentPassword } from './hooks/use-has-payment-password';
export { useMemberVip } from './hooks/use-member-vip';
export { useRequireLogin } from './hooks/use-require-login';
export { visibleRegisterFields } from './lib/register-form-fields';
export { openTrialNotice, requestSignOut, useAccountPrompt } from './stores/account-prompt-store';
export {
  openChangePassword,
  openLogin,
  openPaymentPassword,
  openRegister,
  useAuthDialog,
} from './stores/auth-dialog-store';
export { recordLogin, useLoginEvent } from './stores/login-event-store';
