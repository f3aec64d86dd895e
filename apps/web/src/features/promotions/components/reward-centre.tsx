import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignNow } from '../hooks/use-campaign-now';
import { useCampaigns } from '../hooks/use-campaigns';
import { usePromoText } from '../hooks/use-promo-text';
import { usePromotionAction } from '../hooks/use-promotion-action';
import { byUrgency } from '../lib/order';
import { stateNote } from '../lib/states';
import { BirthdayHint } from './birthday-hint';
import { CampaignAction } from './campaign-action';
import { CampaignArt } from './campaign-art';
import { PromotionDetailsDialog } from './promotion-details-dialog';
import { StateChip } from './state-chip';
import './promotions.css';

/**
 * Member centre `rewardCenter` (spec §2): every campaign in the member's state, each saying what the state means and
 * offering what it allows (join, claim or check in, deposit to qualify), with its details a tap away.
 */
export default function RewardCentre() {
  const { t, money, time, say } = usePromoText();
  const query = useCampaigns();
  const { run, busyId } = usePromotionAction();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = byUrgency(query.data?.list ?? []);
  const open = list.find((p) => p.id === openId) ?? null;
  const now = useCampaignNow(list);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="reward-centre__list" aria-busy="true">
        <Skeleton height={88} />
        <Skeleton height={88} />
        <Skeleton height={88} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={<TrophyIcon />}
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
        icon={<TrophyIcon />}
        title={t('promotionsCentre.centre.emptyTitle')}
        description={t('promotionsCentre.centre.emptyText')}
      />
    );
  } else {
    body = (
      <ul className="reward-centre__list">
        {list.map((p) => (
          <li key={p.id} className="reward-row" data-testid="reward-row" data-promotion-id={p.id} data-state={p.state}>
            <CampaignArt promotion={p} size="thumb" />
            <div className="reward-row__main">
              <button type="button" className="reward-row__title" onClick={() => setOpenId(p.id)}>
                {p.title}
              </button>
              <span className="reward-row__kind">{t(`promotionsCentre.kinds.${p.kind}`)}</span>
              <span className="reward-row__note" data-testid="reward-note">
                {say(stateNote(p, { money, time, now }))}
              </span>
              <BirthdayHint promotion={p} />
            </div>
            <div className="reward-row__side">
              <StateChip state={p.state} />
              <CampaignAction promotion={p} run={run} busy={busyId === p.id} now={now} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card reward-centre" aria-labelledby="reward-centre-title" data-testid="reward-centre">
      <header className="reward-centre__head">
        <h2 id="reward-centre-title" className="reward-centre__title">
          {t('member.sections.rewardCenter')}
        </h2>
        <p className="promo-muted">{t('promotionsCentre.centre.intro')}</p>
      </header>
      {body}
      <PromotionDetailsDialog
        promotion={open}
        onClose={() => setOpenId(null)}
        run={run}
        busy={open !== null && busyId === open.id}
      />
    </section>
  );
}
