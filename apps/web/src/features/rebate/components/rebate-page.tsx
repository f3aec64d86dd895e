import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PercentIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionStore } from '@/lib/session';
import { rebateSettingsQuery, rebateSummaryQuery } from '../api/rebate';
import { useRebateText } from '../hooks/use-rebate-text';
import { RebateHistory } from './rebate-history';
import { RebateRates } from './rebate-rates';
import { RebateSummary } from './rebate-summary';
import './rebate.css';

/**
 * Member centre `manualRebate` (REBATE3): what a claim pays now and the claim, the rates of the member's level, and
 * the rebates paid so far. A brand that pays no rebate says so.
 */
export default function RebatePage() {
  const { t } = useRebateText();
  const token = useSessionStore((s) => s.token);
  const settings = useQuery(rebateSettingsQuery(token));
  const summary = useQuery(rebateSummaryQuery(token));

  let body: ReactNode;
  if (settings.isPending || (settings.data?.enabled && summary.isPending)) {
    body = (
      <div className="rebate-page__body" aria-busy="true">
        <Skeleton height={220} />
        <Skeleton height={96} />
        <Skeleton height={160} />
      </div>
    );
  } else if (settings.isError || summary.isError) {
    const failed = settings.isError ? settings : summary;
    body = (
      <EmptyState
        icon={<PercentIcon />}
        title={t('errors.loadFailed')}
        description={failed.error?.message}
        action={
          <Button variant="outline" onClick={() => void failed.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!settings.data.enabled || !summary.data) {
    body = (
      <div data-testid="rebate-off">
        <EmptyState icon={<PercentIcon />} title={t('rebate.offTitle')} description={t('rebate.offText')} />
      </div>
    );
  } else {
    body = (
      <div className="rebate-page__body">
        <RebateSummary summary={summary.data} settings={settings.data} />
        <RebateRates settings={settings.data} />
        <RebateHistory />
      </div>
    );
  }

  return (
    <section className="card rebate-page" aria-labelledby="rebate-page-title" data-testid="rebate-page">
      <header className="rebate-page__head">
        <h2 id="rebate-page-title" className="rebate-page__title">
          {t('member.sections.manualRebate')}
        </h2>
        <p className="rebate-muted">{t('rebate.intro')}</p>
      </header>
      {body}
    </section>
  );
}
