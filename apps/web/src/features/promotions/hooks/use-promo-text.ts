import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { Phrase } from '../lib/states';

/**
 * The promotions' words and figures: money in the brand's currency, times in its business time, and the phrases the
 * rules in lib/ choose (keys of the `promotionsCentre` catalogue).
 */
export function usePromoText() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const money = useCallback((amount: number) => formatMoney(amount, { symbol }), [symbol]);
  const time = useCallback((epochMs: number) => formatDateTime(epochMs, offset), [offset]);
  // The lib's keys are checked against the catalogue by the tests that render them.
  const say = useCallback(
    (phrase: Phrase) => t(`promotionsCentre.${phrase.key}` as 'promotionsCentre.notes.close', phrase.values ?? {}),
    [t],
  );
  return { t, money, time, say };
}
