import { type BetStatus, betStatuses, type GameCategory, gameCategories } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { useVendorOptions } from '@/features/games';

/** What a list of bets is narrowed to besides its period; '' is "all". */
export interface BetFilter {
  category: GameCategory | '';
  vendor: string;
  status: BetStatus | '';
}

export const ALL_BETS: BetFilter = { category: '', vendor: '', status: '' };

/** The filter as bet-list query parameters: only what is narrowed. */
export function betFilterQuery({ category, vendor, status }: BetFilter) {
  return {
    ...(category ? { gameType: category } : {}),
    ...(vendor ? { vendor } : {}),
    ...(status ? { status } : {}),
  };
}

/** Category, vendor and status selects; a new category clears the vendor, whose choices depend on it. */
export function BetFilterFields({ filter, onChange }: { filter: BetFilter; onChange: (next: BetFilter) => void }) {
  const { t } = useTranslation();
  const vendors = useVendorOptions(filter.category);
  return (
    <>
      <SelectField
        label={t('betRecords.category')}
        value={filter.category}
        onChange={(e) => onChange({ ...filter, category: e.target.value as GameCategory | '', vendor: '' })}
      >
        <option value="">{t('betRecords.allCategories')}</option>
        {gameCategories.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('betRecords.vendor')}
        value={filter.vendor}
        onChange={(e) => onChange({ ...filter, vendor: e.target.value })}
      >
        <option value="">{t('betRecords.allVendors')}</option>
        {vendors.map((v) => (
          <option key={v.code} value={v.code}>
            {v.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('betRecords.status')}
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.target.value as BetStatus | '' })}
      >
        <option value="">{t('betRecords.allStatuses')}</option>
        {betStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`betRecords.statuses.${s}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
