import { useTranslation } from 'react-i18next';
import { CheckboxField, type CheckboxFieldProps } from '@/components/ui/form-field';

/** "I agree to the terms" with a link to the terms that opens beside the dialog. */
export function TermsCheckbox(props: Omit<CheckboxFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      required
      {...props}
      label={
        <>
          {t('auth.termsPrefix')}{' '}
          <a href="/help#term" target="_blank" rel="noopener" className="auth-form__link">
            {t('auth.termsLink')}
          </a>
        </>
      }
    />
  );
}
