import { type ConsoleLotteryPeriod, voidLotteryPeriodSchema } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { lotteryKey, voidLotteryPeriod } from '../api/console-lottery-api';
import { useMoney } from './bet-cells';
import { FormDialog, useConsoleForm } from './kit';

/** Confirms voiding a period with its reason: every stake it holds goes back, and the audit log keeps the reason. */
export function LotteryVoidDialog({ period, onClose }: { period: ConsoleLotteryPeriod; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { reason: '' },
    schema: voidLotteryPeriodSchema,
    toBody: (values) => ({ reason: values.reason.trim() }),
    messageOf: () => t('consoleLottery.reasonInvalid'),
  });

  const onSubmit = submit(async (body) => {
    const result = await voidLotteryPeriod(period.id, body);
    toast.success(t('consoleLottery.voided', { numero: period.numero, count: result.refunded }));
    if (result.waiting > 0) toast.error(t('consoleLottery.voidWaiting', { count: result.waiting }));
    await queryClient.invalidateQueries({ queryKey: lotteryKey });
    onClose();
  });

  return (
    <FormDialog
      title={t('consoleLottery.voidTitle', { numero: period.numero })}
      description={t('consoleLottery.voidText', { count: period.bets, stake: money(period.stake) })}
      size="sm"
      testId="lottery-void-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      formClassName="console-dialog-form"
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleLottery.voidConfirm')}
      submitTestId="lottery-void-confirm"
    >
      <TextField
        label={t('consoleLottery.reason')}
        required
        maxLength={500}
        autoComplete="off"
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
