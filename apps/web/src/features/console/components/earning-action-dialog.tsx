import {
  type ConsoleEarningPayout,
  type ConsoleEarningRun,
  type EarningPayoutReason,
  earningPayoutReasonSchema,
} from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import {
  approveEarningPayout,
  earningsKey,
  holdEarningPayout,
  recomputeEarningRun,
  reverseEarningPayout,
} from '../api/console-earnings-api';
import { useMoney } from './bet-cells';
import { FormDialog, useConsoleForm } from './kit';

export type EarningAction =
  | { kind: 'hold' | 'approve' | 'reverse'; payout: ConsoleEarningPayout }
  | { kind: 'recompute'; run: ConsoleEarningRun };

// Approve and recompute take no reason: the form only confirms, and sends no body.
const confirmSchema = z.object({ reason: z.string() });

/** Confirms one operator action; hold and reverse ask for the reason the audit log keeps. Refusals show here. */
export function EarningActionDialog({ action, onClose }: { action: EarningAction; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const withReason = action.kind === 'hold' || action.kind === 'reverse';
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { reason: '' },
    schema: withReason ? earningPayoutReasonSchema : confirmSchema,
    toBody: (values) => ({ reason: values.reason.trim() }),
    messageOf: () => t('consolePayouts.reasonInvalid'),
  });

  const onSubmit = submit(async (body) => {
    if (action.kind === 'recompute') {
      const result = await recomputeEarningRun(action.run.id);
      toast.success(t('consolePayouts.recomputed', { amount: money(result.moved) }));
    } else {
      const { payout } = action;
      const reason: EarningPayoutReason = { reason: body.reason };
      if (action.kind === 'hold') await holdEarningPayout(payout.id, reason);
      else if (action.kind === 'approve') await approveEarningPayout(payout.id);
      else await reverseEarningPayout(payout.id, reason);
      toast.success(t(`consolePayouts.done.${action.kind}`, { username: payout.username }));
    }
    await queryClient.invalidateQueries({ queryKey: earningsKey });
    onClose();
  });

  const subject =
    action.kind === 'recompute'
      ? { period: action.run.periodKey, username: '', due: '', paid: '' }
      : {
          period: action.payout.periodKey,
          username: action.payout.username,
          due: money(action.payout.due),
          paid: money(action.payout.paid),
        };

  return (
    <FormDialog
      title={t(`consolePayouts.titles.${action.kind}`, subject)}
      description={t(`consolePayouts.texts.${action.kind}`, subject)}
      size="sm"
      testId="earning-action-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      formClassName="console-dialog-form"
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t(`consolePayouts.${action.kind}`)}
      submitTestId="earning-action-confirm"
    >
      {withReason ? (
        <TextField
          label={t('consolePayouts.reason')}
          required
          maxLength={500}
          autoComplete="off"
          error={errors.reason?.message}
          data-testid="earning-action-reason"
          {...register('reason')}
        />
      ) : null}
    </FormDialog>
  );
}
