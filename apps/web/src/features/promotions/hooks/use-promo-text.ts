import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { rankWord } from '../lib/raffle';
import type { Phrase, TierValue } from '../lib/states';

const isTier = (value: unknown): value is TierValue => typeof value === 'object' && value !== null && 'tier' in value;

/**
 * The promotions' words and figures: money in the brand's currency, times in its business time, a raffle's prize
 * tiers in the reader's language, and the phrases the rules in lib/ choose (keys of the `promotionsCentre`
 * catalogue).
 */
export function usePromoText() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const money = useCallback((amount: number) => formatMoney(amount, { symbol }), [symbol]);
  const time = useCallback((epochMs: number) => formatDateTime(epochMs, offset), [offset]);
  const language = i18n.language;
  /** A prize tier: "1st prize", "一等奖". */
  const tier = useCallback((rank: number) => t('raffle.tier', { rank: rankWord(rank, language) }), [t, language]);
  // The lib's keys are checked against the catalogue by the tests that render them.
  const say = useCallback(
    (phrase: Phrase) => {
      const values = Object.fromEntries(
        Object.entries(phrase.values ?? {}).map(([name, value]) => [name, isTier(value) ? tier(value.tier) : value]),
      );
      return t(`promotionsCentre.${phrase.key}` as 'promotionsCentre.notes.close', values);
    },
    [t, tier],
  );
  return { t, money, time, tier, say };
}
