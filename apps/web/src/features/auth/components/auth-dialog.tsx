import { bannerGroups } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { useFeature } from '@/features/system';
import { closeAuthDialog, switchAuthDialog, useAuthDialog } from '../stores/auth-dialog-store';
import type { AuthDialogBanner } from './auth-dialog-host';
import { FreePlayButton } from './free-play-button';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { SmsLoginForm } from './sms-login-form';
import { SocialLogin } from './social-login';
import './auth-dialog.css';

/** Login and register dialogs (spec §2): banner, title, method tabs, the forms and the switch between them. */
export default function AuthDialog({
  kind,
  banner: Banner,
}: {
  kind: 'login' | 'register';
  banner?: AuthDialogBanner | undefined;
}) {
  const { t } = useTranslation();
  const agent = useAuthDialog((s) => s.agent);
  const smsLogin = useFeature('MOBILEVERCODELOGIN3');
  const usernameRegister = useFeature('USERNAMEREG3');
  const mobileRegister = useFeature('MOBILENUMREG3');
  const freePlay = useFeature('FREEPLAY3');
  const social = useFeature('SOCIALLOGIN3');

  const isLogin = kind === 'login';
  const title = isLogin ? (agent ? t('auth.agentLoginTitle') : t('auth.loginTitle')) : t('auth.registerTitle');

  const tabs: TabItem[] = isLogin
    ? [
        { value: 'username', label: t('auth.tabs.username'), content: <PasswordLoginForm /> },
        ...(smsLogin ? [{ value: 'sms', label: t('auth.tabs.sms'), content: <SmsLoginForm /> }] : []),
      ]
    : [
        ...(usernameRegister || !mobileRegister
          ? [{ value: 'username', label: t('auth.tabs.username'), content: <RegisterForm mode="username" /> }]
          : []),
        ...(mobileRegister
          ? [{ value: 'mobile', label: t('auth.tabs.mobile'), content: <RegisterForm mode="mobile" /> }]
          : []),
      ];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      title={title}
      testId={`${kind}-dialog`}
      media={Banner ? <Banner group={isLogin ? bannerGroups.LOGIN : bannerGroups.REGISTER} shape="dialog" /> : null}
    >
      <Tabs items={tabs} label={t('auth.methods')} />
      {isLogin && !agent && social ? <SocialLogin /> : null}
      {agent ? null : (
        <p className="auth-dialog__switch">
          {isLogin ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <Button variant="ghost" size="sm" onClick={() => switchAuthDialog(isLogin ? 'register' : 'login')}>
            {isLogin ? t('auth.register') : t('auth.login')}
          </Button>
        </p>
      )}
      {isLogin && !agent && freePlay ? <FreePlayButton /> : null}
    </Dialog>
  );
}
