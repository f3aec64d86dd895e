import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { MessageDialog } from './message-dialog';

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'label' | 'action'> {
  /** "Verification code" unless the code comes another way (an email code). */
  label?: string;
  sms: {
    counting: boolean;
    remaining: number;
    sending: boolean;
    warning: string | null;
    dismissWarning: () => void;
  };
  onSend: () => void;
}

/** The code input with its send button: idle, then counting down and disabled, idle again at zero. */
export function SmsCodeField({ sms, onSend, label, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label ?? t('auth.fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...input}
        action={
          <button
            type="button"
            className="field__action sms-send"
            data-testid="sms-send"
            data-state={sms.counting ? 'counting' : 'idle'}
            disabled={sms.counting || sms.sending}
            onClick={onSend}
          >
            {sms.counting ? t('auth.resendIn', { seconds: sms.remaining }) : t('auth.sendCode')}
          </button>
        }
      />
      <MessageDialog
        open={sms.warning !== null}
        title={t('auth.warningTitle')}
        message={sms.warning ?? ''}
        onConfirm={sms.dismissWarning}
        testId="sms-warning-dialog"
      />
    </>
  );
}
