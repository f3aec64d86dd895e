import { useTranslation } from 'react-i18next';
import { CheckboxField, type CheckboxFieldProps } from '@/components/ui/form-field';
import { openHelpCentre } from '@/features/help';
// The link's underline lives there: wherever the checkbox is drawn (the console's register preview too), the link
// must stand out from the sentence by more than its colour.
import './auth-dialog.css';

/** "I agree to the terms" with a link that opens the terms in the help-centre dialog, over the form. */
export function TermsCheckbox(props: Omit<CheckboxFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      required
      {...props}
      label={
        <>
          {t('auth.termsPrefix')}{' '}
          {/* biome-ignore lint/a11y/useValidAnchor: a real link to the terms page (new tab, copy link); a plain click opens the dialog instead */}
          <a
            href="/help#term"
            target="_blank"
            rel="noopener"
            className="auth-form__link"
            onClick={(event) => {
              // A plain click keeps the form in place; a modified click still opens the page in a new tab.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              openHelpCentre('term');
            }}
          >
            {t('auth.termsLink')}
          </a>
        </>
      }
    />
  );
}
