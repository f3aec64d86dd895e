import { bannerGroups } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { BannerCarousel } from '@/features/announcements';
import { useFeature } from '@/features/system';
import {
  type AuthDialog as AuthDialogKind,
  closeAuthDialog,
  switchAuthDialog,
  useAuthDialog,
} from '../stores/auth-dialog-store';
import './auth-dialog.css';

function PendingPanel({ text }: { text: string }) {
  return <p className="auth-dialog__pending">{text}</p>;
}

/**
 * Login and register dialogs: banner, title, method tabs and the switch between them. The forms themselves
 * belong to the accounts work; until then each tab says so instead of pretending to sign in.
 */
export default function AuthDialog({ kind }: { kind: AuthDialogKind }) {
  const { t } = useTranslation();
  const agent = useAuthDialog((s) => s.agent);
  const smsLogin = useFeature('MOBILEVERCODELOGIN3');
  const usernameRegister = useFeature('USERNAMEREG3');
  const mobileRegister = useFeature('MOBILENUMREG3');

  const isLogin = kind === 'login';
  const title = isLogin ? (agent ? t('auth.agentLoginTitle') : t('auth.loginTitle')) : t('auth.registerTitle');
  const pending = <PendingPanel text={t('auth.pending')} />;

  const tabs: TabItem[] = isLogin
    ? [
        { value: 'username', label: t('auth.tabs.username'), content: pending },
        ...(smsLogin ? [{ value: 'sms', label: t('auth.tabs.sms'), content: pending }] : []),
      ]
    : [
        ...(usernameRegister || !mobileRegister
          ? [{ value: 'username', label: t('auth.tabs.username'), content: pending }]
          : []),
        ...(mobileRegister ? [{ value: 'mobile', label: t('auth.tabs.mobile'), content: pending }] : []),
      ];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      title={title}
      testId={`${kind}-dialog`}
      media={<BannerCarousel group={isLogin ? bannerGroups.LOGIN : bannerGroups.REGISTER} shape="dialog" />}
    >
      <Tabs items={tabs} label={t('auth.methods')} />
      {agent ? null : (
        <p className="auth-dialog__switch">
          {isLogin ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <Button variant="ghost" size="sm" onClick={() => switchAuthDialog(isLogin ? 'register' : 'login')}>
            {isLogin ? t('auth.register') : t('auth.login')}
          </Button>
        </p>
      )}
    </Dialog>
  );
}
