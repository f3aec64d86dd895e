import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFullPageLoader } from '@/components/ui/loader';
import { logout } from '../api/logout';
import { type AccountPrompt, closeAccountPrompt } from '../stores/account-prompt-store';
import { closeAuthDialog, openRegister } from '../stores/auth-dialog-store';
import { MessageDialog } from './message-dialog';

/** Sign-out confirmation and the trial-account notice with its upgrade. */
export default function AccountPromptDialog({ prompt }: { prompt: AccountPrompt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  if (prompt === 'signOut') {
    return (
      <MessageDialog
        open
        title={t('auth.signOutTitle')}
        message={t('auth.signOutConfirm')}
        confirmLabel={t('auth.signOut')}
        testId="sign-out-dialog"
        onCancel={closeAccountPrompt}
        onConfirm={() => {
          closeAccountPrompt();
          closeAuthDialog();
          showFullPageLoader();
          logout();
          // The navigation hides the loader.
          void navigate('/');
        }}
      />
    );
  }
  return (
    <MessageDialog
      open
      title={t('auth.trialTitle')}
      message={t('auth.trialText')}
      confirmLabel={t('auth.upgrade')}
      testId="trial-notice-dialog"
      onCancel={closeAccountPrompt}
      onConfirm={() => {
        closeAccountPrompt();
        // A trial session cannot register; the real account replaces it.
        logout();
        openRegister();
      }}
    />
  );
}
