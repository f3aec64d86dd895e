import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Asks before the date of birth is saved: the member sets it once, and only customer service changes it afterwards.
 * `date` null closes it; closing it any other way than confirming is a no.
 */
export function BirthdayConfirmDialog({
  date,
  onAnswer,
}: {
  date: string | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={date !== null}
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      size="sm"
      title={t('profile.birthday.confirmTitle')}
      testId="birthday-confirm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onAnswer(false)}>
            {t('profile.birthday.back')}
          </Button>
          <Button variant="accent" onClick={() => onAnswer(true)} data-testid="birthday-confirm-save">
            {t('profile.birthday.confirm')}
          </Button>
        </>
      }
    >
      <p className="birthday-confirm__date tabular" data-testid="birthday-confirm-date">
        {date}
      </p>
      <p>{t('profile.birthday.confirmText')}</p>
    </Dialog>
  );
}
