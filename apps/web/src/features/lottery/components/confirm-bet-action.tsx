import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface ConfirmBetActionProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a bet is taken back: cancelling a bet or stopping a chase cannot be undone once the period closes. */
export function ConfirmBetAction({ title, message, confirmLabel, onConfirm, onClose }: ConfirmBetActionProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={message}
      size="sm"
      testId="lottery-confirm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid="lottery-confirm-keep">
            {t('lottery.keepBets')}
          </Button>
          <Button variant="accent" onClick={onConfirm} data-testid="lottery-confirm-go">
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
