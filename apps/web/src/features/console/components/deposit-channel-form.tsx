import {
  type ConsoleDepositChannel,
  type DepositChannelKind,
  depositChannelKinds,
  toMinorUnits,
} from '@lotus/contract';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError, queryClient } from '@/lib/api';
import { createDepositChannel, updateDepositChannel } from '../api/console-admin-api';

interface ChannelValues {
  kind: DepositChannelKind;
  provider: string;
  name: { EN: string; CN: string };
  instructions: { EN: string; CN: string };
  minAmount: string;
  maxAmount: string;
  enabled: boolean;
}

const valuesOf = (channel: ConsoleDepositChannel | null): ChannelValues => ({
  kind: channel?.kind ?? 'bank',
  provider: channel?.provider ?? '',
  name: channel?.name ?? { EN: '', CN: '' },
  instructions: channel?.instructions ?? { EN: '', CN: '' },
  minAmount: channel ? String(channel.minAmount) : '',
  maxAmount: channel ? String(channel.maxAmount) : '',
  enabled: channel?.enabled ?? true,
});

const FIELDS: FieldPath<ChannelValues>[] = [
  'kind',
  'provider',
  'name.EN',
  'name.CN',
  'instructions.EN',
  'instructions.CN',
  'minAmount',
  'maxAmount',
  'enabled',
];

/** Creates a channel (`channel` null) or edits one: names and instructions in both languages, limits, provider. */
export function DepositChannelForm({
  channel,
  onClose,
}: {
  channel: ConsoleDepositChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChannelValues>({ defaultValues: valuesOf(channel) });
  const kind = watch('kind');
  const required = { required: t('console.required') };
  const positive = (v: string) => (toMinorUnits(v) ?? 0) > 0 || t('deposit.amountInvalid');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const common = {
      name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() },
      instructions: { EN: values.instructions.EN.trim(), CN: values.instructions.CN.trim() },
      minAmount: values.minAmount.trim(),
      maxAmount: values.maxAmount.trim(),
      ...(values.kind === 'online' ? { provider: values.provider.trim() } : {}),
    };
    try {
      const saved = channel
        ? await updateDepositChannel(channel.id, common)
        : await createDepositChannel({ ...common, kind: values.kind, enabled: values.enabled });
      toast.success(t(channel ? 'console.channels.saved' : 'console.channels.created', { name: saved.name.EN }));
      await queryClient.invalidateQueries({ queryKey: ['console', 'channels'] });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.value.fields as Record<string, string> | undefined) : undefined;
      const known = Object.entries(fields ?? {}).filter(([name]) => FIELDS.includes(name as FieldPath<ChannelValues>));
      for (const [name, message] of known) setError(name as FieldPath<ChannelValues>, { message });
      if (known.length === 0) setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={channel ? t('console.channels.edit') : t('console.channels.new')}
      size="lg"
      testId="channel-dialog"
    >
      <form className="console-channel-form" onSubmit={onSubmit} noValidate>
        {channel && kind !== 'online' ? null : (
          <div className="console-channel-form__pair">
            {channel ? null : (
              <SelectField label={t('console.channels.kind')} {...register('kind')}>
                {depositChannelKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`console.channels.kinds.${k}`)}
                  </option>
                ))}
              </SelectField>
            )}
            {kind === 'online' ? (
              <TextField
                label={t('console.channels.provider')}
                hint={t('console.channels.providerHint')}
                required
                autoComplete="off"
                error={errors.provider?.message}
                {...register('provider', {
                  validate: (v) => /^[a-z0-9_-]{1,32}$/.test(v.trim()) || t('console.channels.providerInvalid'),
                })}
              />
            ) : null}
          </div>
        )}
        <TextField
          label={t('console.channels.nameEn')}
          required
          maxLength={40}
          error={errors.name?.EN?.message}
          {...register('name.EN', required)}
        />
        <TextField
          label={t('console.channels.nameCn')}
          required
          maxLength={40}
          error={errors.name?.CN?.message}
          {...register('name.CN', required)}
        />
        <TextField
          label={t('console.channels.min')}
          inputMode="decimal"
          required
          autoComplete="off"
          error={errors.minAmount?.message}
          {...register('minAmount', { validate: positive })}
        />
        <TextField
          label={t('console.channels.max')}
          inputMode="decimal"
          required
          autoComplete="off"
          error={errors.maxAmount?.message}
          {...register('maxAmount', {
            validate: (v) => {
              const ok = positive(v);
              if (ok !== true) return ok;
              const min = toMinorUnits(getValues('minAmount')) ?? 0;
              return (toMinorUnits(v) ?? 0) >= min || t('console.channels.maxBelowMin');
            },
          })}
        />
        <TextAreaField
          label={t('console.channels.instructionsEn')}
          required
          maxLength={1000}
          error={errors.instructions?.EN?.message}
          {...register('instructions.EN', required)}
        />
        <TextAreaField
          label={t('console.channels.instructionsCn')}
          required
          maxLength={1000}
          error={errors.instructions?.CN?.message}
          {...register('instructions.CN', required)}
        />
        {channel ? null : <CheckboxField label={t('console.channels.openAtOnce')} {...register('enabled')} />}
        {failure ? (
          <p className="console-error console-channel-form__wide" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="console-dialog-form__buttons console-channel-form__wide">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" variant="accent" loading={isSubmitting} data-testid="channel-save">
            {channel ? t('console.channels.save') : t('console.channels.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
