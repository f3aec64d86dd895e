import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';

/** Pieces the bet, GGR and reconciliation pages share: money in the merchant's currency, a vendor's name. */

/** Money as the merchant shows it, and signed money whose minus stands before the symbol (−¥25.00, not ¥-25.00). */
export function useMoney() {
  const symbol = useMerchant()?.currencySymbol;
  const money = (amount: number) => formatMoney(amount, { symbol });
  const signed = (amount: number) => (amount < 0 ? `−${money(-amount)}` : money(amount));
  return { money, signed };
}

/** A vendor's name with its code beside it. */
export function VendorName({ vendor }: { vendor: { vendorName: string; vendorCode: string } }) {
  return (
    <>
      {vendor.vendorName} <span className="console-muted">{vendor.vendorCode}</span>
    </>
  );
}
