import type { CSSProperties, FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface FormFooterProps {
  /** The request's refusal that belongs to no field. */
  failure: string | null;
  pending: boolean;
  submitLabel: ReactNode;
  submitTestId?: string;
  /** Without it the submit button stands alone. */
  onCancel?: () => void;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** The end of a console form: what went wrong, then cancel and submit (busy while the request runs). */
export function FormFooter({ failure, pending, submitLabel, submitTestId, onCancel, wide }: FormFooterProps) {
  const { t } = useTranslation();
  const wideClass = wide ? ' console-channel-form__wide' : '';
  const submit = (
    <Button type="submit" variant="accent" loading={pending} data-testid={submitTestId}>
      {submitLabel}
    </Button>
  );
  return (
    <>
      {failure ? (
        <p className={`console-error${wideClass}`} role="alert">
          {failure}
        </p>
      ) : null}
      {onCancel ? (
        <div className={`console-dialog-form__buttons${wideClass}`}>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('auth.cancel')}
          </Button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </>
  );
}

export interface FormDialogProps extends Omit<FormFooterProps, 'onCancel'> {
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's layout class: `console-channel-form` lays fields in two columns. */
  formClassName?: string;
  formStyle?: CSSProperties;
  /** No cancel button (closing the dialog cancels). */
  noCancel?: boolean;
  children: ReactNode;
  /** Below the form, outside it (e.g. an upload that saves on its own). */
  aside?: ReactNode;
}

/** A create or edit dialog: its title, the form's fields, the refusal and the cancel and submit buttons. */
export function FormDialog({
  title,
  description,
  size = 'lg',
  testId,
  onClose,
  onSubmit,
  formClassName = 'console-channel-form',
  formStyle,
  noCancel,
  children,
  aside,
  ...footer
}: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      size={size}
      testId={testId}
    >
      <form className={formClassName} style={formStyle} onSubmit={onSubmit} noValidate>
        {children}
        <FormFooter {...footer} onCancel={noCancel ? undefined : onClose} />
      </form>
      {aside}
    </Dialog>
  );
}
