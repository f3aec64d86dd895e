import type { RebateSettingsView, RebateSummary as Summary } from '@lotus/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useClaimRebate } from '../hooks/use-claim-rebate';
import { useRebateText } from '../hooks/use-rebate-text';
import { claimBlock } from '../lib/rebate';
import { RebateLines } from './rebate-lines';

/**
 * What a claim pays now: the bets it covers (from the end of the last rebate to a moment ago), by category, the
 * total and the claim; why it cannot be claimed yet; when unclaimed rebate is paid by itself; what it asks before it
 * may be withdrawn.
 */
export function RebateSummary({ summary, settings }: { summary: Summary; settings: RebateSettingsView }) {
  const { t, money, time } = useRebateText();
  const { claim, busy, error, credited } = useClaimRebate();
  const reasonId = useId();
  const block = claimBlock(summary);
  const hasLines = summary.lines.some((l) => l.validBet > 0 || l.amount > 0);
  return (
    <section className="rebate-part rebate-summary" aria-labelledby="rebate-summary-title" data-testid="rebate-summary">
      <div className="rebate-summary__head">
        <h3 id="rebate-summary-title" className="rebate-part__title">
          {t('rebate.summary.title')}
        </h3>
        <p className="rebate-muted tabular" data-testid="rebate-window">
          {t('rebate.summary.window', { from: time(summary.from), to: time(summary.to) })}
        </p>
      </div>
      {hasLines ? (
        <RebateLines
          lines={summary.lines}
          validBet={summary.validBet}
          amount={summary.amount}
          caption={t('rebate.summary.title')}
          testId="rebate-summary-lines"
        />
      ) : (
        <p className="rebate-empty">{t('rebate.summary.noBets')}</p>
      )}
      <div className="rebate-claim">
        <div className="rebate-claim__figure">
          <span className="rebate-muted">{t('rebate.summary.total')}</span>
          <span className="rebate-claim__amount tabular" data-testid="rebate-amount" data-amount={summary.amount}>
            {money(summary.amount)}
          </span>
        </div>
        <Button
          variant="accent"
          size="lg"
          loading={busy}
          disabled={block !== null}
          aria-describedby={block ? reasonId : undefined}
          onClick={() => void claim()}
          data-testid="rebate-claim"
        >
          {t('rebate.claim.button')}
        </Button>
      </div>
      {block ? (
        <p id={reasonId} className="rebate-note" data-testid="rebate-claim-reason" data-reason={block}>
          {block === 'belowMinimum'
            ? t('rebate.claim.belowMinimum', { min: money(summary.minClaim) })
            : t('rebate.claim.nothing')}
        </p>
      ) : null}
      {credited ? (
        <p className="rebate-credited" role="status" data-testid="rebate-credited">
          {t('rebate.claim.credited', { amount: money(credited.amount) })}
        </p>
      ) : null}
      {error ? (
        <p className="rebate-error" role="alert" data-testid="rebate-claim-error">
          {error}
        </p>
      ) : null}
      <dl className="rebate-facts">
        <div>
          <dt>{t('rebate.summary.minClaim')}</dt>
          <dd className="tabular">{summary.minClaim > 0 ? money(summary.minClaim) : t('rebate.summary.noMinimum')}</dd>
        </div>
        <div>
          <dt>{t('rebate.summary.auto')}</dt>
          <dd className="tabular" data-testid="rebate-next-auto">
            {summary.nextAutoAt === null ? t('rebate.summary.manualOnly') : time(summary.nextAutoAt)}
          </dd>
        </div>
        <div>
          <dt>{t('rebate.summary.wagering')}</dt>
          <dd>
            {settings.wageringMultiple > 0
              ? t('rebate.summary.wageringValue', { multiple: settings.wageringMultiple })
              : t('rebate.summary.noWagering')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
