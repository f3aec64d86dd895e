import type { RankProgress } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CrownIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { VipRewards } from '@/features/promotions/vip-rewards';
import { useFeature } from '@/features/system';
import { useSessionStore } from '@/lib/session';
import { rankProgressQuery } from '../api/rank-progress';
import { useVipText } from '../hooks/use-vip-text';
import { currentLevel, keepGoal, nameBesideNumber, nextLevelGoals, topLevel } from '../lib/progress';
import { GoalBar } from './goal-bar';
import { VipBadge } from './vip-badge';
import { VipLadder } from './vip-ladder';
import { VipRebateRates } from './vip-rebate-rates';
import './vip.css';

/** Where the member stands: the level's badge, its place on the ladder, and when progress was last counted. */
function CurrentLevel({ progress }: { progress: RankProgress }) {
  const { t, time } = useVipText();
  const level = currentLevel(progress);
  return (
    <div className="vip-current" data-testid="vip-current" data-level={level.level}>
      <span className="vip-current__icon" aria-hidden="true">
        <CrownIcon size={28} />
      </span>
      <div className="vip-current__main">
        <p className="vip-muted">{t('vip.current')}</p>
        <VipBadge level={level.level} name={level.name} size="lg" />
        <p className="vip-muted tabular">
          {t('vip.levelOf', { level: level.level, top: topLevel(progress.levels) })}
          {' · '}
          {progress.countedAt === null ? t('vip.notCounted') : t('vip.countedAt', { time: time(progress.countedAt) })}
        </p>
      </div>
    </div>
  );
}

/** What the next level asks, each figure a bar; at the top, that there is nothing higher. */
function NextLevel({ progress }: { progress: RankProgress }) {
  const { t } = useVipText();
  const goals = nextLevelGoals(progress);
  if (!goals) {
    return (
      <section className="vip-part" data-testid="vip-next" data-top="true">
        <h3 className="vip-part__title">{t('vip.nextTitle')}</h3>
        <p>{t('vip.top')}</p>
      </section>
    );
  }
  const name = goals.level.name || t('vip.levelNumber', { level: goals.level.level });
  return (
    <section className="vip-part" data-testid="vip-next" aria-labelledby="vip-next-title">
      <h3 id="vip-next-title" className="vip-part__title">
        {t('vip.next', { name, level: goals.level.level })}
      </h3>
      {goals.validBet ? (
        <GoalBar label={t('vip.validBetTowards', { name })} goal={goals.validBet} testId="vip-goal-valid-bet" />
      ) : null}
      {goals.deposit ? (
        <GoalBar label={t('vip.depositTowards', { name })} goal={goals.deposit} testId="vip-goal-deposit" />
      ) : null}
      <p className="vip-muted">{t('vip.countNote')}</p>
    </section>
  );
}

/** This month's valid bet against what keeping the level asks, and when it is checked; or that it is kept for good. */
function KeepLevel({ progress }: { progress: RankProgress }) {
  const { t, time } = useVipText();
  const level = currentLevel(progress);
  if (level.level === 0) return null;
  const keep = keepGoal(progress);
  return (
    <section className="vip-part" data-testid="vip-keep" aria-labelledby="vip-keep-title">
      <h3 id="vip-keep-title" className="vip-part__title">
        {t('vip.keepTitle', { name: level.name })}
      </h3>
      {keep ? (
        <>
          <GoalBar label={t('vip.keepLabel', { name: level.name })} goal={keep} testId="vip-goal-keep" />
          {progress.reviewAt === null ? null : (
            <p className="vip-muted tabular" data-testid="vip-review-at">
              {t('vip.reviewAt', { time: time(progress.reviewAt) })}
            </p>
          )}
        </>
      ) : (
        <p>{t('vip.keptForGood', { name: level.name })}</p>
      )}
    </section>
  );
}

/**
 * Member centre `vip` (VIP3): the member's level and what the next asks, this month's keep, every level of the brand
 * with its thresholds and keep rules, the VIP campaigns' rewards and the rebate rates by level. A brand without levels
 * says so. `vip.changed` reads it again (VipLive).
 */
export default function VipPage() {
  const { t } = useVipText();
  const token = useSessionStore((s) => s.token);
  const rebate = useFeature('REBATE3');
  // VIP rewards are campaigns of the reward centre: without it there are none to show.
  const rewards = useFeature('REWCEN3');
  const query = useQuery(rankProgressQuery(token));

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="vip-page__body" aria-busy="true">
        <Skeleton height={96} />
        <Skeleton height={140} />
        <Skeleton height={220} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={<CrownIcon />}
        title={t('errors.loadFailed')}
        description={query.error.message}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!query.data.hasVip) {
    body = (
      <div data-testid="vip-none">
        <EmptyState icon={<CrownIcon />} title={t('vip.noneTitle')} description={t('vip.noneText')} />
      </div>
    );
  } else {
    const progress = query.data;
    body = (
      <div className="vip-page__body">
        <CurrentLevel progress={progress} />
        <div className="vip-page__goals">
          <NextLevel progress={progress} />
          <KeepLevel progress={progress} />
        </div>
        <VipLadder levels={progress.levels} current={progress.rankLevel} />
        {rewards ? (
          <VipRewards
            levels={progress.levels.map((l) => ({
              level: l.level,
              name: nameBesideNumber(l.name, t('vip.levelNumber', { level: l.level })),
            }))}
            current={progress.rankLevel}
          />
        ) : null}
        {rebate ? <VipRebateRates current={progress.rankLevel} /> : null}
      </div>
    );
  }

  return (
    <section className="card vip-page" aria-labelledby="vip-page-title" data-testid="vip-page">
      <header className="vip-page__head">
        <h2 id="vip-page-title" className="vip-page__title">
          {t('member.sections.vip')}
        </h2>
        <p className="vip-muted">{t('vip.intro')}</p>
      </header>
      {body}
    </section>
  );
}
