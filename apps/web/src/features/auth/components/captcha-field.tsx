import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { useCaptcha } from '../hooks/use-captcha';

/** The captcha answer with its image; a tap on the image loads a new one (at most once a second). */
export function CaptchaField(props: Omit<TextFieldProps, 'label' | 'action'>) {
  const { t } = useTranslation();
  const captcha = useCaptcha(true);
  return (
    <TextField
      label={t('auth.fields.captcha')}
      autoComplete="off"
      inputMode="text"
      required
      {...props}
      action={
        <button
          type="button"
          className="captcha"
          data-testid="captcha-refresh"
          aria-label={t('auth.refreshCaptcha')}
          title={t('auth.refreshCaptcha')}
          onClick={captcha.refresh}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('auth.captchaImage')} width={112} height={40} />
          ) : (
            <span className="captcha__placeholder">{captcha.failed ? t('auth.captchaUnavailable') : ''}</span>
          )}
        </button>
      }
    />
  );
}
