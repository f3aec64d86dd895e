import type { BonusView } from '@lotus/contract';
import { Button } from '@/components/ui/button';
import { usePromoText } from '../hooks/use-promo-text';
import { bonusProgress, timeLeft } from '../lib/bonus-progress';
import { PromotionTerms } from './promotion-terms';

export interface BonusCardProps {
  bonus: BonusView;
  now: number;
  onForfeit: (bonus: BonusView) => void;
}

/** Wagered so far against the requirement, as a bar with its figures. */
function WageringProgress({ bonus }: { bonus: BonusView }) {
  const { t, money } = usePromoText();
  const progress = bonusProgress(bonus);
  const text = t('promotionsCentre.bonus.progress', {
    wagered: money(progress.wagered),
    requirement: money(progress.requirement),
  });
  return (
    <div className="bonus-progress">
      <div
        className="bonus-progress__bar"
        role="progressbar"
        aria-label={t('promotionsCentre.bonus.progressLabel', { title: bonus.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
      >
        <span className="bonus-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="bonus-progress__figures tabular">
        <span data-testid="bonus-wagered" data-wagered={progress.wagered}>
          {text}
        </span>
        <span className="bonus-progress__percent">{progress.percent}%</span>
      </p>
      {bonus.status === 'active' ? (
        <p className="promo-muted tabular">
          {progress.met
            ? t('promotionsCentre.bonus.met')
            : t('promotionsCentre.bonus.remaining', { amount: money(progress.remaining) })}
        </p>
      ) : null}
    </div>
  );
}

/** One bonus of bonus details: amount, requirement, progress, expiry, status and terms; an active one can be given up. */
export function BonusCard({ bonus, now, onForfeit }: BonusCardProps) {
  const { t, money, time } = usePromoText();
  const active = bonus.status === 'active';
  const left = timeLeft(bonus.expiresAt, now);
  return (
    <li className="bonus card" data-testid="bonus-row" data-bonus-id={bonus.id} data-status={bonus.status}>
      <div className="bonus__head">
        <h3 className="bonus__title">{bonus.title}</h3>
        <span className={`bonus-status bonus-status--${bonus.status}`} data-testid="bonus-status">
          {t(`promotionsCentre.bonus.statuses.${bonus.status}`)}
        </span>
      </div>
      <dl className="promo-facts promo-facts--grid">
        <div>
          <dt>{t('promotionsCentre.bonus.amount')}</dt>
          <dd className="tabular amount" data-testid="bonus-amount">
            {money(bonus.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('promotionsCentre.bonus.requirement')}</dt>
          <dd className="tabular">{money(bonus.requirement)}</dd>
        </div>
        <div>
          <dt>{t('promotionsCentre.bonus.received')}</dt>
          <dd className="tabular">{time(bonus.createdAt)}</dd>
        </div>
        {active ? (
          <div>
            <dt>{t('promotionsCentre.bonus.expires')}</dt>
            <dd className="tabular">
              {time(bonus.expiresAt)}
              <span className="bonus__left" data-testid="bonus-time-left">
                {left.days > 0
                  ? t('promotionsCentre.bonus.leftDays', { days: left.days, hours: left.hours })
                  : t('promotionsCentre.bonus.leftHours', { hours: left.hours, minutes: left.minutes })}
              </span>
            </dd>
          </div>
        ) : bonus.settledAt === null ? null : (
          <div>
            <dt>{t('promotionsCentre.bonus.ended')}</dt>
            <dd className="tabular">{time(bonus.settledAt)}</dd>
          </div>
        )}
        {bonus.forfeited > 0 ? (
          <div>
            <dt>{t('promotionsCentre.bonus.takenBack')}</dt>
            <dd className="tabular">{money(bonus.forfeited)}</dd>
          </div>
        ) : null}
      </dl>
      <WageringProgress bonus={bonus} />
      <details className="bonus__terms">
        <summary>{t('promotionsCentre.bonus.terms')}</summary>
        <PromotionTerms terms={bonus.terms} />
      </details>
      {active ? (
        <div className="bonus__actions">
          <Button variant="outline" size="sm" onClick={() => onForfeit(bonus)} data-testid="bonus-forfeit">
            {t('promotionsCentre.bonus.forfeit')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
