import { type ConsolePromotion, promotionGrantSchema } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { grantPromotion, promotionsKey } from '../api/console-promotions-api';
import { usernamesOf } from '../lib/promotion-form';
import { errorAt } from '../lib/promotion-problems';
import { FormDialog, useConsoleForm } from './kit';

interface GrantValues {
  /** One username a line. */
  usernames: string;
  amount: string;
  note: string;
}

/**
 * Gives a grant campaign's bonus to the members named, each with the campaign's terms: paid at once, or above the
 * brand's threshold for money given by hand left in the claims queue for a second operator. The note is audited.
 */
export function PromotionGrantDialog({
  promotion,
  title,
  onClose,
}: {
  promotion: ConsolePromotion;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const suggested = promotion.reward.type === 'fixed' ? String(promotion.reward.amount) : '';
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { usernames: '', amount: suggested, note: '' } satisfies GrantValues,
    schema: promotionGrantSchema,
    toBody: (values: GrantValues) => ({
      usernames: usernamesOf(values.usernames),
      amount: values.amount.trim(),
      note: values.note.trim(),
    }),
    messageOf: (path) => {
      if (path.startsWith('usernames')) return t('consolePromotions.grant.usernamesInvalid');
      if (path === 'amount') return t('consolePromotions.problems.amount');
      return t('consolePromotions.claims.reasonRequired');
    },
  });

  const onSubmit = submit(async (body) => {
    const result = await grantPromotion(promotion.id, body);
    toast.success(t('consolePromotions.grant.done', { paid: result.paid, pending: result.pending }));
    await queryClient.invalidateQueries({ queryKey: promotionsKey });
    onClose();
  });

  return (
    <FormDialog
      title={t('consolePromotions.grant.title', { title })}
      description={t('consolePromotions.grant.text')}
      size="md"
      testId="promotion-grant-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      formClassName="console-dialog-form"
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consolePromotions.grant.submit')}
      submitTestId="promotion-grant-submit"
    >
      <TextAreaField
        label={t('consolePromotions.grant.usernames')}
        hint={t('consolePromotions.grant.usernamesHint')}
        required
        rows={4}
        spellCheck={false}
        autoComplete="off"
        error={errorAt(errors, 'usernames')}
        {...register('usernames')}
      />
      <TextField
        label={t('consolePromotions.grant.amount', { symbol })}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        label={t('consolePromotions.grant.note')}
        required
        rows={2}
        maxLength={500}
        autoComplete="off"
        error={errors.note?.message}
        {...register('note')}
      />
    </FormDialog>
  );
}
