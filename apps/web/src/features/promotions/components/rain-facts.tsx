import type { PromotionView } from '@lotus/contract';
import { usePromoText } from '../hooks/use-promo-text';
import { isRaining, rainHours, upcomingRain } from '../lib/rain';

/**
 * A red packet in the details dialog: the daily rain's hours in the brand's time, the packets' amounts, the deposit a
 * day asks, when it rains next (or that it is raining), and the packet the member grabbed.
 */
export function RainFacts({ promotion, now }: { promotion: PromotionView; now: number }) {
  const { t, money, time } = usePromoText();
  const { rain, reward } = promotion;
  if (!rain) return null;
  const hours = rainHours(rain);
  const next = upcomingRain(promotion, now);
  const grabbed = ['claimed', 'issued', 'applying'].includes(promotion.state) && promotion.amount !== null;
  const falling = isRaining(rain, now) && !grabbed;
  let when: string;
  if (falling) when = t('redPacket.rainingUntil', { time: time(rain.nextEndsAt as number) });
  else if (next === null) when = t('redPacket.noMore');
  else when = time(next);
  return (
    <section className="promo-details__part" aria-labelledby={`rain-${promotion.id}`} data-testid="rain-facts">
      <h3 id={`rain-${promotion.id}`}>{t('redPacket.title')}</h3>
      <dl className="promo-facts">
        <div>
          <dt>{t('redPacket.daily')}</dt>
          <dd className="tabular" data-testid="rain-hours">
            {t('redPacket.dailyValue', hours)}
          </dd>
        </div>
        {reward.type === 'random' ? (
          <div>
            <dt>{t('redPacket.amounts')}</dt>
            <dd className="tabular">
              {t('redPacket.amountsValue', { min: money(reward.min), max: money(reward.max) })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('redPacket.minDeposit')}</dt>
          <dd className="tabular">
            {promotion.minDeposit > 0
              ? t('redPacket.minDepositValue', { amount: money(promotion.minDeposit) })
              : t('redPacket.noMinDeposit')}
          </dd>
        </div>
        {grabbed ? (
          <div>
            <dt>{t('redPacket.yours')}</dt>
            <dd className="tabular amount" data-testid="rain-grabbed">
              {money(promotion.amount as number)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{falling ? t('redPacket.now') : t('redPacket.next')}</dt>
          <dd className="tabular" data-testid="rain-next">
            {when}
          </dd>
        </div>
      </dl>
    </section>
  );
}
