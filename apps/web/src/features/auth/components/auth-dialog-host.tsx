import { type ComponentType, Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { useAccountPrompt } from '../stores/account-prompt-store';
import { useAuthDialog } from '../stores/auth-dialog-store';

const AuthDialog = lazyComponent(() => import('./auth-dialog').then((m) => m.default));
const ForgotPasswordDialog = lazyComponent(() => import('./forgot-password-dialog').then((m) => m.default));
const ChangePasswordDialog = lazyComponent(() => import('./change-password-dialog').then((m) => m.default));
const PaymentPasswordDialog = lazyComponent(() => import('./payment-password-dialog').then((m) => m.default));
const SocialCallback = lazyComponent(() => import('./social-callback').then((m) => m.default));
const WelcomeDialog = lazyComponent(() => import('./welcome-dialog').then((m) => m.default));
const AccountPromptDialog = lazyComponent(() => import('./account-prompt-dialog').then((m) => m.default));

/**
 * The banner above the login, register and forgot-password forms, of the banner group named. The app hands in the
 * announcements feature's carousel: announcements imports auth (its pop-ups follow a login), so auth does not import
 * announcements back.
 */
export type AuthDialogBanner = ComponentType<{ group: string; shape: 'dialog' }>;

/** Mounts the open account dialog (and loads its code) only when one is opened. */
export function AuthDialogHost({ banner }: { banner?: AuthDialogBanner }) {
  const dialog = useAuthDialog((s) => s.dialog);
  const prompt = useAccountPrompt((s) => s.prompt);
  // A social provider's redirect back to the site, read once when the site starts.
  const [socialReturn] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return params.has('social') && params.has('code') ? params : null;
  });
  if (!dialog && !prompt && !socialReturn) return null;
  return (
    <Suspense fallback={null}>
      {socialReturn ? <SocialCallback params={socialReturn} /> : null}
      {dialog === 'login' || dialog === 'register' ? <AuthDialog key={dialog} kind={dialog} banner={banner} /> : null}
      {dialog === 'forgot' ? <ForgotPasswordDialog banner={banner} /> : null}
      {dialog === 'changePassword' ? <ChangePasswordDialog /> : null}
      {dialog === 'paymentPassword' ? <PaymentPasswordDialog /> : null}
      {dialog === 'welcome' ? <WelcomeDialog /> : null}
      {prompt ? <AccountPromptDialog prompt={prompt} /> : null}
    </Suspense>
  );
}
