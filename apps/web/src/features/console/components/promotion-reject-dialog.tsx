import { type PromotionClaim, promotionClaimRejectSchema } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { promotionsKey, rejectPromotionClaim } from '../api/console-promotions-api';
import { useMoney } from './bet-cells';
import { FormDialog, useConsoleForm } from './kit';

/** Rejects one claim with the reason the member reads; refusals (already decided) show here. */
export function PromotionRejectDialog({
  claim,
  campaign,
  onClose,
}: {
  claim: PromotionClaim;
  /** The campaign's title in the operator's language. */
  campaign: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { reason: '' },
    schema: promotionClaimRejectSchema,
    toBody: (values) => ({ reason: values.reason.trim() }),
    messageOf: () => t('consolePromotions.claims.reasonRequired'),
  });

  const onSubmit = submit(async (body) => {
    try {
      await rejectPromotionClaim(claim.id, body.reason);
    } finally {
      // Decided or not, the queue shows where the claim stands now.
      await queryClient.invalidateQueries({ queryKey: promotionsKey });
    }
    toast.success(t('consolePromotions.claims.rejected', { username: claim.username }));
    onClose();
  });

  return (
    <FormDialog
      title={t('consolePromotions.claims.rejectTitle', { username: claim.username })}
      description={t('consolePromotions.claims.rejectText', { amount: money(claim.amount), campaign })}
      size="sm"
      testId="promotion-reject-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      formClassName="console-dialog-form"
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consolePromotions.claims.confirmReject')}
      submitTestId="promotion-reject-confirm"
    >
      <TextAreaField
        label={t('consolePromotions.claims.reason')}
        required
        rows={3}
        maxLength={500}
        autoComplete="off"
        error={errors.reason?.message}
        data-testid="promotion-reject-reason"
        {...register('reason')}
      />
    </FormDialog>
  );
}
