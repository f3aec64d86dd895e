import { offeredTransferKinds, type TransferKind } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from './form-field';

/** The kind of ledger entry an account-records list is narrowed to; '' is every kind. Kinds of modules the brand
 * does not run (`features`, the boot payload's) are not offered. */
export function TransferKindField({
  value,
  onChange,
  features,
}: {
  value: TransferKind | '';
  onChange: (kind: TransferKind | '') => void;
  features: Record<string, boolean>;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('records.kind')}
      value={value}
      onChange={(e) => onChange(e.target.value as TransferKind | '')}
    >
      <option value="">{t('records.allKinds')}</option>
      {offeredTransferKinds(features).map((k) => (
        <option key={k} value={k}>
          {t(`records.kinds.${k}`)}
        </option>
      ))}
    </SelectField>
  );
}
