import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible title; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** Hides the title visually when the content shows it in art (it still names the dialog). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Content above the title, full bleed (a banner). */
  media?: ReactNode;
  /** Dialogs that report a problem must be answered, not dismissed by a stray click. */
  dismissible?: boolean;
  testId?: string;
}

/** Modal dialog: focus trap, Escape to close, full-screen sheet on phones. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  footer,
  size = 'md',
  media,
  dismissible = true,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Focus starts on the dialog itself: screen readers read its title, and no control shows a focus ring.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onEscapeKeyDown={dismissible ? undefined : (e) => e.preventDefault()}
        >
          {dismissible ? (
            <div className="dialog__bar">
              <RadixDialog.Close className="dialog__close" aria-label={t('common.close')}>
                <CloseIcon />
              </RadixDialog.Close>
            </div>
          ) : null}
          {media ? <div className="dialog__media">{media}</div> : null}
          <div className="dialog__body">
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog__title'}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
