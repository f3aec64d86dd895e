import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { MyIncomeSection, useHoldsContract } from '@/features/agent';
import { openPaymentPassword, openTrialNotice, useHasPaymentPassword } from '@/features/auth';
import { InboxSection, UnreadBadge } from '@/features/inbox';
import {
  DEFAULT_MEMBER_SECTION,
  isMemberSection,
  type MemberSectionKey,
  visibleMemberSections,
} from '@/features/member';
import { SecurityCentreSection } from '@/features/profile';
import { BonusDetailsSection, PromotionBadge, RewardCentreSection } from '@/features/promotions';
import { RebateSection } from '@/features/rebate';
import { BetRecordsSection, PersonalProfitSection } from '@/features/records';
import { useBootInfo } from '@/features/system';
import { VipSection } from '@/features/vip';
import {
  DepositSection,
  merchantWalletQuery,
  TransactionHistorySection,
  TransferSection,
  VendorWalletsSection,
  WithdrawSection,
} from '@/features/wallet';
import { useSessionStore } from '@/lib/session';
import { PageFrame } from '../components/page-frame';

/** Whether the member has a payment password, and the dialog that sets one: the wallet forms need both. */
function usePaymentPasswordSetup() {
  return { isSet: useHasPaymentPassword(), onSet: openPaymentPassword };
}

function WithdrawWithPassword() {
  return <WithdrawSection paymentPassword={usePaymentPasswordSetup()} />;
}

function TransferWithPassword() {
  return <TransferSection paymentPassword={usePaymentPasswordSetup()} />;
}

/**
 * The sections built so far. A section of spec §2 without a panel here (referral, missions) is not shown,
 * whatever its module says: the change that builds one adds its panel.
 */
const panels: Partial<Record<MemberSectionKey, ReactNode>> = {
  securityCenter: <SecurityCentreSection />,
  transferFund: <VendorWalletsSection />,
  depositv2: <DepositSection />,
  withdraw: <WithdrawWithPassword />,
  transferUpline: <TransferWithPassword />,
  personalHistoryCopy: <BetRecordsSection />,
  transactionHistory: <TransactionHistorySection />,
  personalProfit: <PersonalProfitSection />,
  contractIncome: <MyIncomeSection />,
  bonusDetails: <BonusDetailsSection />,
  rewardCenter: <RewardCentreSection />,
  vip: <VipSection />,
  messageV2: <InboxSection />,
  manualRebate: <RebateSection />,
};

/** Red counts beside a section's name (spec §2), shown only when above 0. */
const badges: Partial<Record<MemberSectionKey, ReactNode>> = {
  messageV2: <UnreadBadge />,
  rewardCenter: <PromotionBadge />,
};

/** Member centre (login required): its sections in spec §2 order, `?tab=` selects one. */
export default function MemberRoute() {
  const { t } = useTranslation();
  const boot = useBootInfo();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const trial = useSessionStore((s) => s.isTrial);
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const wallet = useQuery(merchantWalletQuery(token));
  // A player paid on a contract from its upline sees its income here; agents see theirs in the agent centre.
  const holdsContract = useHoldsContract(token, boot?.features.AGENTPOLICY3 === true && !isAgent && !trial);
  const sections = visibleMemberSections(boot?.features ?? {}, wallet.data, holdsContract).filter(
    (s) => s.key in panels,
  );
  const requested = params.get('tab');
  const current =
    isMemberSection(requested) && sections.some((s) => s.key === requested) ? requested : DEFAULT_MEMBER_SECTION;

  // Trial accounts may not open member panels (spec §5): the notice, and back home.
  useEffect(() => {
    if (!trial) return;
    openTrialNotice();
    void navigate('/', { replace: true });
  }, [trial, navigate]);

  return (
    <PageFrame name="member" title={t('member.title')}>
      <Tabs
        orientation="vertical"
        label={t('member.title')}
        value={current}
        onValueChange={(tab) => setParams({ tab }, { replace: true })}
        items={sections.map((section) => ({
          value: section.key,
          label: (
            <>
              {t(`member.sections.${section.key}`)}
              {badges[section.key]}
            </>
          ),
          content: panels[section.key],
        }))}
      />
    </PageFrame>
  );
}
