import type { ContractTerms } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { fieldUnit, formatRate, type TierField, tierFields } from '../lib/terms';
import './contracts.css';

/** A contract's terms: its tier table (rate, active members, thresholds in the merchant currency) or real-time rates. */
export function TermsView({ terms, caption }: { terms: ContractTerms; caption?: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const currency = merchant?.currency;
  const value = (field: TierField | 'profitRate' | 'lossRate' | 'singleBet', n: number) => {
    const unit = fieldUnit(field);
    if (unit === 'rate') return formatRate(n);
    if (unit === 'count') return String(n);
    return formatMoney(n, { symbol });
  };
  const heading = (field: TierField | 'singleBet') =>
    fieldUnit(field) === 'money' && currency
      ? t('contracts.fields.withCurrency', { field: t(`contracts.fields.${field}`), currency })
      : t(`contracts.fields.${field}`);

  if (terms.kind === 'realtimeSalary') {
    return (
      <dl className="contract-terms contract-terms--list" data-testid="contract-terms">
        {caption ? <p className="contract-terms__caption">{caption}</p> : null}
        {(['profitRate', 'lossRate', 'singleBet'] as const).map((field) => (
          <div key={field} className="contract-terms__pair">
            <dt>{field === 'singleBet' ? heading(field) : t(`contracts.fields.${field}`)}</dt>
            <dd className="tabular">{value(field, terms[field])}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const fields: readonly TierField[] = tierFields[terms.kind];
  return (
    <div className="contract-terms" data-testid="contract-terms">
      {terms.kind === 'dividend' ? (
        <p className="contract-terms__period">
          {t('contracts.periodIs', { period: t(`contracts.periods.${terms.period}`) })}
        </p>
      ) : null}
      <div className="contract-terms__scroll">
        <table className="contract-table contract-terms__table">
          {caption ? <caption className="visually-hidden">{caption}</caption> : null}
          <thead>
            <tr>
              <th scope="col">{t('contracts.tier')}</th>
              {fields.map((f) => (
                <th key={f} scope="col" className="contract-table__num">
                  {heading(f)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier, i) => {
              const row = tier as Partial<Record<TierField, number>>;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity beyond their place
                <tr key={i}>
                  <td data-label={t('contracts.tier')}>{i + 1}</td>
                  {fields.map((f) => (
                    <td key={f} className="contract-table__num tabular" data-label={heading(f)}>
                      {value(f, row[f] ?? 0)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** One line for tables: the top rate, or real-time salary's two rates. */
export function RatesSummary({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  if (terms.kind === 'realtimeSalary')
    return (
      <span className="tabular">
        {t('contracts.realtimeRates', { profit: formatRate(terms.profitRate), loss: formatRate(terms.lossRate) })}
      </span>
    );
  const top = Math.max(...terms.tiers.map((x) => x.rate));
  return (
    <span className="tabular">
      {t('contracts.upTo', { rate: formatRate(top) })}
      {terms.tiers.length > 1 ? ` · ${t('contracts.tierCount', { count: terms.tiers.length })}` : ''}
    </span>
  );
}
