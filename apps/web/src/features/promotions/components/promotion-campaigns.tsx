import { type PromotionView, playerCategories } from '@lotus/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GiftIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useFeature } from '@/features/system';
import { useCampaignNow } from '../hooks/use-campaign-now';
import { useCampaigns } from '../hooks/use-campaigns';
import { usePromoText } from '../hooks/use-promo-text';
import { usePromotionAction } from '../hooks/use-promotion-action';
import { CampaignCard } from './campaign-card';
import { PromotionDetailsDialog } from './promotion-details-dialog';
import './promotions.css';

/**
 * The promotions page's campaigns (REWCEN3): cards by category (All, Deposit bonuses, Daily, Cashback, VIP while the
 * brand runs VIP levels, and Lucky draws: raffles and red packets), each opening its details.
 * Guests and trial accounts see what a member would; a member sees their own states and acts on them here.
 * `after` (the brand's promotion announcements) follows the campaigns.
 */
export default function PromotionCampaigns({ after }: { after?: ReactNode }) {
  const { t } = usePromoText();
  const query = useCampaigns();
  const { run, busyId } = usePromotionAction();
  const vip = useFeature('VIP3');
  const tabs = ['all', ...playerCategories.filter((c) => c !== 'vip' || vip)] as const;
  const [openId, setOpenId] = useState<number | null>(null);
  const list = query.data?.list ?? [];
  const open = list.find((p) => p.id === openId) ?? null;
  const now = useCampaignNow(list);

  const grid = (items: PromotionView[]) =>
    items.length === 0 ? (
      <EmptyState
        icon={<GiftIcon />}
        title={t('promotionsCentre.emptyTitle')}
        description={t('promotionsCentre.emptyText')}
        compact
      />
    ) : (
      <ul className="promo-grid" data-testid="promotion-grid">
        {items.map((p) => (
          <CampaignCard
            key={p.id}
            promotion={p}
            onOpen={() => setOpenId(p.id)}
            run={run}
            busy={busyId === p.id}
            now={now}
          />
        ))}
      </ul>
    );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="promo-grid" aria-busy="true">
        <Skeleton height={300} />
        <Skeleton height={300} />
        <Skeleton height={300} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={<GiftIcon />}
        title={t('errors.loadFailed')}
        description={query.error.message}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Tabs
        label={t('promotionsCentre.tabsLabel')}
        defaultValue="all"
        items={tabs.map((tab) => ({
          value: tab,
          label: t(`promotionsCentre.tabs.${tab}`),
          content: grid(tab === 'all' ? list : list.filter((p) => p.category === tab)),
        }))}
      />
    );
  }

  return (
    <div className="promo-page" data-testid="promotion-campaigns">
      <section aria-label={t('promotionsCentre.campaigns')}>{body}</section>
      {after}
      <PromotionDetailsDialog
        promotion={open}
        onClose={() => setOpenId(null)}
        run={run}
        busy={open !== null && busyId === open.id}
      />
    </div>
  );
}
