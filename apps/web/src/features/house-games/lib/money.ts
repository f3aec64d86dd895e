import { formatMoney } from '@/lib/format';

const symbols: Record<string, string> = {
  CNY: '¥',
  RMB: '¥',
  USD: '$',
  EUR: '€',
  VND: '₫',
  THB: '฿',
  PHP: '₱',
  INR: '₹',
};

/** Amounts in the game: the currency's sign, or none for free-play chips. */
export function gameMoney(amount: number, currency: string, freePlay: boolean): string {
  if (freePlay) return formatMoney(amount);
  return formatMoney(amount, { symbol: symbols[currency.toUpperCase()] ?? `${currency} ` });
}
