import type { WageringBase } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { promotionsQuery } from '../api/console-promotions-api';
import type { PromotionForm } from '../hooks/use-promotion-form';
import { baseFor, basesOf, type PromotionValues } from '../lib/promotion-form';
import { EditorSection } from './promotion-parts';

/**
 * What a bonus asks before it may leave: the multiple (beside the brand's cap), of what, in how many days, the largest bet meanwhile, and which products count and by how much (one
 * only, when the brand keeps each offer to one product).
 */
export function PromotionTermsFields({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const rules = useQuery(promotionsQuery()).data?.rules;
  const cap = rules?.maxWageringMultiple ?? null;
  const oneProduct = rules?.singleProductOffers ?? false;
  const { values, change, errorOf, ownErrorOf } = form;
  const productsError = ownErrorOf('terms.products');
  const terms = values.terms;
  const set = (changes: Partial<PromotionValues['terms']>) => change({ terms: { ...terms, ...changes } });
  const multipleHint = [
    t('consolePromotions.editor.multipleHint'),
    cap === null ? '' : t('consolePromotions.editor.brandCap', { max: cap }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <EditorSection title={t('consolePromotions.editor.sections.terms')}>
      <div className="promo-grid">
        <TextField
          label={t('consolePromotions.editor.multiple')}
          hint={multipleHint}
          inputMode="decimal"
          autoComplete="off"
          required
          value={terms.multiple}
          error={errorOf('terms.multiple')}
          onChange={(e) => set({ multiple: e.target.value })}
          data-testid="promotion-multiple"
        />
        <SelectField
          label={t('consolePromotions.editor.base')}
          value={baseFor(values.kind, terms.base)}
          disabled={basesOf(values.kind).length === 1}
          onChange={(e) => set({ base: e.target.value as WageringBase })}
        >
          {basesOf(values.kind).map((base) => (
            <option key={base} value={base}>
              {t(`consolePromotions.bases.${base}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('consolePromotions.editor.expiryDays')}
          hint={t('consolePromotions.editor.expiryDaysHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          value={terms.expiryDays}
          error={errorOf('terms.expiryDays')}
          onChange={(e) => set({ expiryDays: e.target.value })}
        />
        <TextField
          label={t('consolePromotions.editor.maxBet', { symbol })}
          hint={t('consolePromotions.editor.maxBetHint')}
          inputMode="decimal"
          autoComplete="off"
          value={terms.maxBet}
          error={errorOf('terms.maxBet')}
          onChange={(e) => set({ maxBet: e.target.value })}
        />
      </div>
      <CheckboxField
        label={t('consolePromotions.editor.allProducts')}
        checked={terms.allProducts}
        onChange={(e) => set({ allProducts: e.target.checked })}
      />
      {oneProduct ? <p className="console-muted">{t('consolePromotions.editor.oneProductHint')}</p> : null}
      {productsError ? (
        <p className="field__error" role="alert" data-testid="promotion-products-error">
          {productsError}
        </p>
      ) : null}
      {terms.allProducts ? null : (
        <fieldset className="promo-weights">
          <legend className="field__label">{t('consolePromotions.editor.weights')}</legend>
          <p className="console-muted">{t('consolePromotions.editor.weightsHint')}</p>
          <div className="promo-weights__grid">
            {terms.products.map((product, index) => (
              <TextField
                key={product.category}
                label={t('consolePromotions.editor.weightOf', {
                  category: t(`categories.${product.category}`, product.category),
                })}
                inputMode="numeric"
                autoComplete="off"
                value={product.weight}
                error={errorOf(`terms.products.${index}`)}
                onChange={(e) =>
                  set({
                    products: terms.products.map((p, i) => (i === index ? { ...p, weight: e.target.value } : p)),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </EditorSection>
  );
}
