import type { BonusTerms } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { usePromoText } from '../hooks/use-promo-text';
import { wageringPhrase } from '../lib/terms';

/** A game category's name where the site has one (`categories.*`), else its code. */
function useCategoryName() {
  const { t, i18n } = useTranslation();
  return (category: string) => {
    const key = `categories.${category}`;
    return i18n.exists(key) ? t(key as 'categories.RNG') : category;
  };
}

/**
 * A bonus's terms as a player must read them before joining (and as they were when it was paid): the wagering and
 * what it multiplies, the days to complete it, the largest bet, which games count and by how much, and the forfeit.
 */
export function PromotionTerms({ terms }: { terms: BonusTerms }) {
  const { t, money, say } = usePromoText();
  const categoryName = useCategoryName();
  const wagering = terms.multiple > 0;
  return (
    <div className="promo-terms" data-testid="promotion-terms">
      <dl className="promo-facts">
        <div>
          <dt>{t('promotionsCentre.terms.wagering')}</dt>
          <dd>{say(wageringPhrase(terms))}</dd>
        </div>
        {wagering ? (
          <>
            <div>
              <dt>{t('promotionsCentre.terms.days')}</dt>
              <dd className="tabular">{t('promotionsCentre.terms.daysValue', { count: terms.expiryDays })}</dd>
            </div>
            <div>
              <dt>{t('promotionsCentre.terms.maxBet')}</dt>
              <dd className="tabular">
                {terms.maxBet === null ? t('promotionsCentre.terms.noMaxBet') : money(terms.maxBet)}
              </dd>
            </div>
            <div>
              <dt>{t('promotionsCentre.terms.products')}</dt>
              <dd>
                {terms.products === null
                  ? t('promotionsCentre.terms.allProducts')
                  : [
                      ...terms.products.map((p) =>
                        t('promotionsCentre.terms.weight', { name: categoryName(p.category), weight: p.weight }),
                      ),
                      t('promotionsCentre.terms.othersNone'),
                    ].join(' · ')}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {wagering ? (
        <p className="promo-terms__forfeit">{t('promotionsCentre.terms.forfeit', { count: terms.expiryDays })}</p>
      ) : null}
    </div>
  );
}
