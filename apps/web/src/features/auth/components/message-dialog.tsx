import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  /** With a cancel button the dialog asks a question; without one it only informs. */
  onCancel?: () => void;
  testId?: string;
}

/** A spec §8 dialog: the message and a confirm button (and cancel, for questions). */
export function MessageDialog({ open, title, message, confirmLabel, onConfirm, onCancel, testId }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) (onCancel ?? onConfirm)();
      }}
      title={title}
      description={message}
      size="sm"
      testId={testId}
      footer={
        <>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t('auth.cancel')}
            </Button>
          ) : null}
          <Button variant="accent" onClick={onConfirm}>
            {confirmLabel ?? t('auth.confirm')}
          </Button>
        </>
      }
    />
  );
}
