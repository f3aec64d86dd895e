import type { BonusView } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GiftIcon } from '@/components/ui/menu-icons';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionStore } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { bonusesQuery } from '../api/bonuses';
import { useLiveBonuses } from '../hooks/use-live-bonuses';
import { usePromoText } from '../hooks/use-promo-text';
import { BonusCard } from './bonus-card';
import { ForfeitDialog } from './forfeit-dialog';
import './promotions.css';

/**
 * Member centre `bonusDetails`: the member's bonuses a page at a time, each with its wagering progress, expiry and
 * terms, kept in step with play (`useLiveBonuses`).
 */
export default function BonusDetails() {
  const { t } = usePromoText();
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const [page, setPage] = useState(1);
  const query = useQuery(bonusesQuery(token, page));
  const [forfeiting, setForfeiting] = useState<BonusView | null>(null);
  useLiveBonuses();
  const list = query.data?.list ?? [];
  const now = useNow(
    60_000,
    list.some((b) => b.status === 'active'),
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="bonus-list" aria-busy="true">
        <Skeleton height={180} />
        <Skeleton height={180} />
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
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<GiftIcon />}
        title={t('promotionsCentre.bonus.emptyTitle')}
        description={t('promotionsCentre.bonus.emptyText')}
        action={
          <Button variant="outline" onClick={() => void navigate('/member?tab=rewardCenter', { replace: true })}>
            {t('promotionsCentre.bonus.toRewardCentre')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="bonus-list" aria-busy={query.isPlaceholderData || undefined}>
          {list.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} now={now} onForfeit={setForfeiting} />
          ))}
        </ul>
        <Pager page={query.data.pageNum} totalPages={query.data.totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <section className="card bonus-details" aria-labelledby="bonus-details-title" data-testid="bonus-details">
      <header className="reward-centre__head">
        <h2 id="bonus-details-title" className="reward-centre__title">
          {t('member.sections.bonusDetails')}
        </h2>
        <p className="promo-muted">{t('promotionsCentre.bonus.intro')}</p>
      </header>
      {body}
      <ForfeitDialog bonus={forfeiting} onClose={() => setForfeiting(null)} />
    </section>
  );
}
