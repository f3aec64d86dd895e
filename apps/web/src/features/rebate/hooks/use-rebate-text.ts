import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';

/**
 * The rebate's words and figures: money in the brand's currency, times in its business time (as every time on the
 * site), and a game category by its name.
 */
export function useRebateText() {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const money = useCallback((amount: number) => formatMoney(amount, { symbol }), [symbol]);
  const time = useCallback((epochMs: number) => formatDateTime(epochMs, offset), [offset]);
  const category = useCallback(
    (code: string) => {
      const key = `categories.${code}`;
      return i18n.exists(key) ? t(key as 'categories.RNG') : code;
    },
    [t, i18n],
  );
  return { t, money, time, category };
}
