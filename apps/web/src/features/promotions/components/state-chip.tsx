import type { PromotionState } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { stateTones } from '../lib/states';

/** A campaign's state for this member, as a chip coloured by what it asks of them. */
export function StateChip({ state }: { state: PromotionState }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-chip promo-chip--${stateTones[state]}`} data-testid="promotion-state" data-state={state}>
      {t(`promotionsCentre.states.${state}`)}
    </span>
  );
}
