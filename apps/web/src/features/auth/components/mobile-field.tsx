import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, type TextFieldProps } from '@/components/ui/form-field';
import { useBootInfo } from '@/features/system';
import { countriesQuery } from '../api/get-countries';

export interface MobileFieldProps extends Omit<TextFieldProps, 'label' | 'leading'> {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
}

/** Country dialling code and national number side by side; the visitor's country is chosen first. */
export function MobileField({ dialingCode, onDialingCodeChange, ...input }: MobileFieldProps) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery).data ?? [];
  const visitorCountry = useBootInfo()?.location.country ?? null;

  useEffect(() => {
    if (dialingCode || countries.length === 0) return;
    const preferred = countries.find((c) => c.countryCode === visitorCountry) ?? countries[0];
    if (preferred) onDialingCodeChange(preferred.countryDialingCode);
  }, [countries, dialingCode, visitorCountry, onDialingCodeChange]);

  return (
    <TextField
      label={t('auth.fields.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...input}
      leading={
        <SelectField
          label={t('auth.fields.countryCode')}
          hideLabel
          className="mobile-field__code"
          value={dialingCode}
          onChange={(e) => onDialingCodeChange(e.target.value)}
        >
          {countries.length === 0 ? <option value="">+</option> : null}
          {countries.map((c) => (
            <option key={c.countryCode} value={c.countryDialingCode}>
              {`${c.countryCode} +${c.countryDialingCode}`}
            </option>
          ))}
        </SelectField>
      }
    />
  );
}
