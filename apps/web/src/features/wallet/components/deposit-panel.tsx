import { createDepositRequestSchema, type DepositChannel, fromMinorUnits, toMinorUnits } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/form-field';
import { WalletIcon } from '@/components/ui/menu-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSessionStore } from '@/lib/session';
import { useActionKey } from '@/lib/use-action-key';
import { createDeposit } from '../api/create-deposit';
import { balanceQuery } from '../api/get-balance';
import { depositOrderKey } from '../api/get-deposit-order';
import { depositSettingsQuery } from '../api/get-deposit-settings';
import { DepositOrderCard } from './deposit-order-card';
import { DepositSummary } from './deposit-summary';
import './deposit-panel.css';

const QUICK_AMOUNTS = [100, 500, 1_000, 5_000, 10_000];

/** The provider's page in a window of its own, so this page (and its live balance) stays where it is. */
function openPaymentWindow() {
  return window.open('about:blank', 'lotus-payment', 'popup,width=480,height=720');
}

/** Member centre `depositv2` (spec §2): pick a channel, an amount within its limits, then pay or follow the steps. */
export default function DepositPanel() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const symbol = useMerchant()?.currencySymbol;
  const settings = useQuery(depositSettingsQuery(token));
  const balance = useQuery(balanceQuery(token)).data?.sumBalance;
  const [params, setParams] = useSearchParams();
  const [channelId, setChannelId] = useState<number | null>(null);
  const { key, renew, renewOnChange } = useActionKey();
  const orderNo = params.get('order');
  const channels = settings.data?.channels ?? [];
  const channel: DepositChannel | undefined = channels.find((c) => c.id === channelId) ?? channels[0];

  // The channel's live limits: the server's rule too, known only at runtime.
  const amountLimit = (value: string) => {
    const minor = toMinorUnits(value);
    if (!channel || minor === null) return undefined;
    if (fromMinorUnits(minor) < channel.minAmount || fromMinorUnits(minor) > channel.maxAmount) {
      return t('deposit.amountRange', {
        min: formatMoney(channel.minAmount, { symbol }),
        max: formatMoney(channel.maxAmount, { symbol }),
      });
    }
    return undefined;
  };
  const {
    register,
    submit,
    failure,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { amount: '' },
    schema: createDepositRequestSchema,
    toBody: (v) => ({ channelId: channel?.id ?? 0, amount: v.amount.trim() }),
    messageOf: () => t('deposit.amountInvalid'),
    checks: (v) => ({ amount: amountLimit(v.amount) }),
    serverFields: [],
  });

  const onSubmit = submit(async (body) => {
    const payment = channel?.kind === 'online' ? openPaymentWindow() : null;
    try {
      const order = await createDeposit(body, key);
      renew();
      // The order is made: an amount left in the form would only invite paying twice.
      reset({ amount: '' });
      queryClient.setQueryData(depositOrderKey(order.orderNo), order);
      setParams({ tab: 'depositv2', order: order.orderNo }, { replace: true });
      if (payment && order.payUrl) payment.location.href = order.payUrl;
      else payment?.close();
    } catch (error) {
      payment?.close();
      throw error;
    }
  });

  if (settings.isPending) {
    return (
      <div className="card deposit-panel" aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={48} />
      </div>
    );
  }
  if (settings.isError || channels.length === 0) {
    return (
      <EmptyState
        icon={<WalletIcon />}
        title={settings.isError ? t('errors.loadFailed') : t('deposit.noChannels')}
        action={
          settings.isError ? (
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <section className="card deposit-panel" aria-labelledby="deposit-title" data-testid="deposit-panel">
      <h2 id="deposit-title" className="deposit-panel__title">
        {t('member.sections.depositv2')}
      </h2>
      {orderNo ? <DepositOrderCard orderNo={orderNo} onNew={() => setParams({ tab: 'depositv2' })} /> : null}
      <form className="deposit-panel__form" onSubmit={onSubmit} noValidate>
        <fieldset className="deposit-panel__channels">
          <legend className="field__label">{t('deposit.channel')}</legend>
          {channels.map((c) => (
            <label key={c.id} className={`deposit-channel${c.id === channel?.id ? ' deposit-channel--selected' : ''}`}>
              <input
                type="radio"
                name="channel"
                value={c.id}
                checked={c.id === channel?.id}
                onChange={() => {
                  setChannelId(c.id);
                  renew();
                }}
              />
              <span className="deposit-channel__name">{c.name}</span>
              <span className="deposit-channel__limits">
                {formatMoney(c.minAmount, { symbol })} – {formatMoney(c.maxAmount, { symbol })}
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={
            channel
              ? t('deposit.limits', {
                  min: formatMoney(channel.minAmount, { symbol }),
                  max: formatMoney(channel.maxAmount, { symbol }),
                })
              : undefined
          }
          error={errors.amount?.message}
          {...register('amount', renewOnChange)}
        />
        <fieldset className="deposit-panel__quick">
          <legend className="visually-hidden">{t('deposit.quickAmounts')}</legend>
          {QUICK_AMOUNTS.filter((a) => !channel || (a >= channel.minAmount && a <= channel.maxAmount)).map((a) => (
            <Button
              key={a}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setValue('amount', String(a), { shouldValidate: true });
                renew();
              }}
            >
              {formatMoney(a, { symbol })}
            </Button>
          ))}
        </fieldset>
        {channel ? (
          <DepositSummary
            channel={channel}
            amount={watch('amount')}
            balance={balance}
            turnoverPercent={settings.data?.turnoverPercent ?? 0}
            symbol={symbol}
          />
        ) : null}
        {failure ? (
          <p className="deposit-panel__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="accent" size="lg" loading={isSubmitting} data-testid="deposit-submit">
          {channel?.kind === 'online' ? t('deposit.payNow') : t('deposit.submitBank')}
        </Button>
      </form>
    </section>
  );
}
