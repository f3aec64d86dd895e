import { type TransferKind, transferKinds } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from './form-field';

/** The kind of ledger entry an account-records list is narrowed to; '' is every kind. */
export function TransferKindField({
  value,
  onChange,
}: {
  value: TransferKind | '';
  onChange: (kind: TransferKind | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('records.kind')}
      value={value}
      onChange={(e) => onChange(e.target.value as TransferKind | '')}
    >
      <option value="">{t('records.allKinds')}</option>
      {transferKinds.map((k) => (
        <option key={k} value={k}>
          {t(`records.kinds.${k}`)}
        </option>
      ))}
    </SelectField>
  );
}
