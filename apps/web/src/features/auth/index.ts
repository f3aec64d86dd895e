export { logout } from './api/logout';
export { AuthButtons } from './components/auth-buttons';
export { AuthDialogHost } from './components/auth-dialog-host';
export { useRequireLogin } from './hooks/use-require-login';
export {
  type AuthDialog,
  closeAuthDialog,
  openLogin,
  openRegister,
  switchAuthDialog,
  useAuthDialog,
} from './stores/auth-dialog-store';
