import { createAdjustmentRequestSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, queryClient } from '@/lib/api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useActionKey } from '@/lib/use-action-key';
import { adjustmentsQuery, decideAdjustment, requestAdjustment } from '../api/console-api';
import { useConsoleForm } from './kit';
import { QueuePage, useQueueAction } from './queue-page';

type AdjustmentStatus = 'pending' | 'applied' | 'rejected';
const FILTERS: readonly (AdjustmentStatus | '')[] = ['pending', 'applied', 'rejected', ''];

interface AdjustmentValues {
  username: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}
const NO_ADJUSTMENT: AdjustmentValues = { username: '', direction: 'credit', amount: '', reason: '' };

/** Manual adjustments: ask for one with a reason; large ones wait for a second operator's approval. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [status, setStatus] = useState<AdjustmentStatus | ''>('pending');
  const list = useQuery(adjustmentsQuery(status));
  const { busy, run } = useQueueAction('adjustments');
  const { key, renew, renewOnChange } = useActionKey();
  const {
    register,
    reset,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: NO_ADJUSTMENT,
    schema: createAdjustmentRequestSchema,
    toBody: (values) => ({ ...values, amount: values.amount.trim() }),
    messageOf: (path) => {
      if (path === 'amount') return t('deposit.amountInvalid');
      if (path === 'reason') return t('console.adjustment.reasonNeeded');
      return t('console.required');
    },
    fieldOf: (error) => (isApiError(error) && error.errorCode === 'adjustment.member.unknown' ? 'username' : undefined),
  });

  const onSubmit = submit(async (body) => {
    const result = await requestAdjustment(body, key);
    toast.success(t(`console.adjustment.${result.status === 'applied' ? 'applied' : 'pending'}`));
    reset();
    renew();
    await queryClient.invalidateQueries({ queryKey: ['console', 'adjustments'] });
  });

  return (
    <div className="console-stack">
      <form className="card console-form" onSubmit={onSubmit} noValidate aria-labelledby="adjust-title">
        <h2 id="adjust-title">{t('console.adjustment.new')}</h2>
        <TextField
          label={t('console.member')}
          required
          error={errors.username?.message}
          {...register('username', renewOnChange)}
        />
        <SelectField label={t('console.adjustment.direction')} {...register('direction', renewOnChange)}>
          <option value="credit">{t('console.adjustment.credit')}</option>
          <option value="debit">{t('console.adjustment.debit')}</option>
        </SelectField>
        <TextField
          label={t('deposit.amount')}
          inputMode="decimal"
          required
          error={errors.amount?.message}
          {...register('amount', renewOnChange)}
        />
        <TextField
          label={t('console.rejectReason')}
          required
          error={errors.reason?.message}
          {...register('reason', renewOnChange)}
        />
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="accent" loading={isSubmitting} data-testid="adjustment-submit">
          {t('console.adjustment.submit')}
        </Button>
      </form>
      <QueuePage
        id="console-adjustments"
        title={t('console.nav.adjustments')}
        status={status}
        onStatus={setStatus}
        statuses={FILTERS}
        statusLabel={(s: AdjustmentStatus) => t(`console.adjustment.status.${s}`)}
        columns={[
          { label: t('console.member') },
          { label: t('console.adjustment.direction') },
          { label: t('deposit.amount'), numeric: true },
          { label: t('console.rejectReason') },
          { label: t('console.status') },
          { label: t('console.adjustment.by') },
          { label: t('records.time') },
        ]}
        count={list.data?.list.length}
      >
        {list.data?.list.map((a) => (
          <tr key={a.id} data-testid="console-adjustment" data-status={a.status}>
            <td>{a.member}</td>
            <td>{t(`console.adjustment.${a.direction}`)}</td>
            <td className="console-num tabular">{formatMoney(a.amount, { symbol: merchant?.currencySymbol })}</td>
            <td>{a.reason}</td>
            <td>{t(`console.adjustment.status.${a.status}`)}</td>
            <td>
              {a.requestedBy}
              {a.decidedBy && a.decidedBy !== a.requestedBy ? ` → ${a.decidedBy}` : ''}
            </td>
            <td className="tabular">{formatDateTime(a.createdAt, merchant?.gmtOffsetMinutes ?? 0)}</td>
            <td className="console-actions">
              {a.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    variant="accent"
                    loading={busy === String(a.id)}
                    onClick={() =>
                      void run(String(a.id), () => decideAdjustment(a.id, 'approve'), t('console.adjustment.applied'))
                    }
                  >
                    {t('console.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy === String(a.id)}
                    onClick={() =>
                      void run(String(a.id), () => decideAdjustment(a.id, 'reject'), t('console.adjustment.rejected'))
                    }
                  >
                    {t('console.reject')}
                  </Button>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </QueuePage>
    </div>
  );
}
