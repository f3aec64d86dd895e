import { useTranslation } from 'react-i18next';
import { useAvailableCount } from '../hooks/use-available-count';
import './promotion-badge.css';

/** The red count beside the reward centre (member centre tab, side menu, header): nothing at 0, 99+ above 99. */
export function PromotionBadge() {
  const { t, i18n } = useTranslation();
  const count = useAvailableCount();
  if (count <= 0) return null;
  return (
    <span className="promo-badge" data-testid="promotion-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {/* Its words come with the texts past the first view; until then the number alone is better than a key. */}
      {i18n.exists('promotionsCentre.badge_other') ? (
        <span className="visually-hidden">{t('promotionsCentre.badge', { count })}</span>
      ) : null}
    </span>
  );
}
