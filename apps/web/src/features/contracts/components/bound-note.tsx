import type { ContractKind, ContractRates } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../lib/terms';

/** The highest rates the agent may offer (its own contract's, or the platform's for a top-level agent). */
export function BoundNote({ kind, bound }: { kind: ContractKind; bound: ContractRates | null }) {
  const { t } = useTranslation();
  const text =
    bound === null
      ? t('contracts.bound.none', { kind: t(`contracts.kindsInline.${kind}`) })
      : 'rate' in bound
        ? t('contracts.bound.rate', { rate: formatRate(bound.rate) })
        : t('contracts.bound.realtime', { profit: formatRate(bound.profitRate), loss: formatRate(bound.lossRate) });
  return (
    <p className={`bound-note${bound === null ? ' bound-note--none' : ''}`} data-testid="contract-bound">
      {text}
    </p>
  );
}
