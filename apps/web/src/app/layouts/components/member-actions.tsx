import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { BriefcaseIcon, ChevronDownIcon, ListIcon, MailIcon } from '@/components/ui/form-icons';
import { HeadsetIcon, RefreshIcon } from '@/components/ui/icons';
import { LogOutIcon, UserIcon, WalletIcon, WithdrawIcon } from '@/components/ui/menu-icons';
import { MemberInfoSync, requestSignOut, useRequireLogin } from '@/features/auth';
import { useCustomerService } from '@/features/customer-service';
import { InboxLive, UnreadBadge, UnreadDot } from '@/features/inbox';
import { PromotionsLive } from '@/features/promotions';
import { useMerchant } from '@/features/system';
import { VipLabel, VipLive } from '@/features/vip';
import { balanceKey, HeaderBalance } from '@/features/wallet';
import { queryClient } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import './member-actions.css';

/** The avatar dropdown of spec §2: account pages, customer service, the agent centre for agents, sign out. */
function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { open: openService } = useCustomerService();
  const nickname = useSessionStore((s) => s.nickname);
  const isAgent = useSessionStore((s) => s.isAgent);
  const isTrial = useSessionStore((s) => s.isTrial);
  const member = (tab: string) => () => requireLogin(() => void navigate(`/member?tab=${tab}`));

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="account-menu__trigger"
        aria-label={t('a11y.accountMenu', { name: nickname ?? t('nav.me') })}
        data-testid="account-menu"
      >
        <span className="account-menu__avatar" aria-hidden="true">
          <UserIcon size={18} />
          <UnreadDot />
        </span>
        <span className="account-menu__name">{nickname ?? t('nav.me')}</span>
        <span className="account-menu__vip">
          <VipLabel compact />
        </span>
        <ChevronDownIcon size={16} className="account-menu__chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="account-menu__label">
            {nickname}
            {isTrial ? <span className="account-menu__badge">{t('account.trial')}</span> : null}
            <VipLabel />
          </DropdownMenu.Label>
          {/* Phones have no room for the balance's refresh button in the header. */}
          <DropdownMenu.Item
            className="account-menu__item account-menu__phone-only"
            onSelect={() => void queryClient.invalidateQueries({ queryKey: balanceKey })}
          >
            <RefreshIcon size={18} />
            {t('wallet.refresh')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="account-menu__item" onSelect={member('securityCenter')}>
            <UserIcon size={18} />
            {t('account.myAccount')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="account-menu__item" onSelect={member('personalHistoryCopy')}>
            <ListIcon size={18} />
            {t('account.bettingRecord')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="account-menu__item" onSelect={member('messageV2')}>
            <MailIcon size={18} />
            {t('account.messages')}
            <UnreadBadge />
          </DropdownMenu.Item>
          <DropdownMenu.Item className="account-menu__item" onSelect={() => void openService()}>
            <HeadsetIcon size={18} />
            {t('account.customerService')}
          </DropdownMenu.Item>
          {isAgent ? (
            <DropdownMenu.Item className="account-menu__item" onSelect={() => void navigate('/agentHome')}>
              <BriefcaseIcon size={18} />
              {t('account.agentCentre')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item className="account-menu__item account-menu__item--danger" onSelect={requestSignOut}>
            <LogOutIcon size={18} />
            {t('auth.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The logged-in header of spec §2: balance, deposit, withdraw and the avatar menu. */
export default function MemberActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const merchant = useMerchant();
  const go = (tab: string) => () => requireLogin(() => void navigate(`/member?tab=${tab}`));
  return (
    <div className="member-actions">
      <MemberInfoSync />
      <InboxLive />
      <PromotionsLive />
      <VipLive />
      <HeaderBalance currencySymbol={merchant?.currencySymbol} />
      <Button variant="accent" size="sm" icon={<WalletIcon size={16} />} onClick={go('depositv2')}>
        {t('wallet.deposit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        icon={<WithdrawIcon size={16} />}
        onClick={go('withdraw')}
        className="member-actions__wide"
      >
        {t('wallet.withdraw')}
      </Button>
      <AccountMenu />
    </div>
  );
}
