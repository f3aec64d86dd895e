import type { ConsolePromotion } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { clockOf } from '../lib/promotion-form';
import { useMoney } from './bet-cells';

/** The first characters of a hash, enough to tell draws apart in a list (the whole one is in the draw's view). */
const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 16)}…` : hash);

/**
 * What the list shows of a campaign left to chance, under its kind: a raffle's commitment (its seed hash) and, once
 * drawn, the tickets and entries it drew among; a red packet's daily rain and the bounds of its packets.
 */
export function PromotionChanceFacts({ item }: { item: ConsolePromotion }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { raffle, rain, reward } = item;
  if (item.kind === 'raffle' && raffle) {
    return (
      <span className="promo-chance" data-testid="promotion-raffle">
        <span className="console-muted promo-sub">
          {t('consolePromotions.list.seedHash')}{' '}
          <code className="promo-hash" title={raffle.seedHash}>
            {shortHash(raffle.seedHash)}
          </code>
        </span>
        <span className="console-muted promo-sub">
          {raffle.drawnAt === null
            ? t('consolePromotions.list.notDrawn')
            : t('consolePromotions.list.drawn', { tickets: raffle.tickets ?? 0, entries: raffle.entries ?? 0 })}
        </span>
      </span>
    );
  }
  if (item.kind === 'red-packet' && rain) {
    return (
      <span className="promo-chance" data-testid="promotion-rain">
        <span className="console-muted promo-sub">
          {t('consolePromotions.list.rain', {
            start: clockOf(rain.startMinute),
            end: clockOf(rain.startMinute + rain.minutes),
          })}
        </span>
        {reward.type === 'random' ? (
          <span className="console-muted promo-sub">
            {t('consolePromotions.list.packets', { min: money(reward.min), max: money(reward.max) })}
          </span>
        ) : null}
      </span>
    );
  }
  return null;
}
