import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';

/** The VIP page's words and figures: money in the brand's currency, times in its business time, game categories. */
export function useVipText() {
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
