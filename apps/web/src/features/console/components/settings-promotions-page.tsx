import type { ConsoleSettings } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { errorAt, SettingsCard, SettingsPage, Switch, useSectionSave } from './settings-parts';

/**
 * The rules every promotion of the brand follows: the largest wagering multiple, one deposit bonus at a time, and
 * offers kept to one product.
 */
export function SettingsPromotionsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage id="console-settings-promotions" title={t('console.nav.promotionRules')}>
      {(settings) => <PromotionRulesForm settings={settings} />}
    </SettingsPage>
  );
}

function PromotionRulesForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const stored = settings.promotions;
  const [cap, setCap] = useState(stored.maxWageringMultiple === null ? '' : String(stored.maxWageringMultiple));
  const [oneBonus, setOneBonus] = useState(stored.oneBonusAtATime);
  const [singleProduct, setSingleProduct] = useState(stored.singleProductOffers);
  const { save, errors, saving, failure } = useSectionSave('promotions');
  const onSave = () => {
    const text = cap.trim();
    void save(
      // Empty is no cap; anything else unreadable stays NaN for the contract to refuse.
      {
        maxWageringMultiple: text === '' ? null : Number(text),
        oneBonusAtATime: oneBonus,
        singleProductOffers: singleProduct,
      },
      t('consolePromotions.settings.saved'),
    );
  };
  return (
    <SettingsCard
      title={t('consolePromotions.settings.card')}
      hint={t('consolePromotions.settings.hint')}
      testId="settings-promotions"
      saving={saving}
      failure={failure}
      onSave={onSave}
    >
      <div className="settings-grid">
        <TextField
          label={t('consolePromotions.settings.maxWageringMultiple')}
          hint={t('consolePromotions.settings.maxWageringMultipleHint')}
          inputMode="decimal"
          autoComplete="off"
          value={cap}
          error={errorAt(errors, 'maxWageringMultiple')}
          onChange={(e) => setCap(e.target.value)}
        />
      </div>
      <Switch
        label={t('consolePromotions.settings.oneBonusAtATime')}
        hint={t('consolePromotions.settings.oneBonusAtATimeHint')}
        checked={oneBonus}
        onChange={setOneBonus}
      />
      <Switch
        label={t('consolePromotions.settings.singleProductOffers')}
        hint={t('consolePromotions.settings.singleProductOffersHint')}
        checked={singleProduct}
        onChange={setSingleProduct}
      />
    </SettingsCard>
  );
}
