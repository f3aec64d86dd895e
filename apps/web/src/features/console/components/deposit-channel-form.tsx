import {
  type ConsoleDepositChannel,
  type CreateDepositChannel,
  createDepositChannelSchema,
  type DepositChannelKind,
  depositChannelKinds,
  toMinorUnits,
  updateDepositChannelSchema,
} from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { createDepositChannel, updateDepositChannel } from '../api/console-admin-api';
import { AmountFields, FormDialog, useConsoleForm } from './kit';

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

/** The request body: the kind and switch only on create, the provider only for online channels. */
const bodyOf = (channel: ConsoleDepositChannel | null, values: ChannelValues) => {
  const common = {
    name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() },
    instructions: { EN: values.instructions.EN.trim(), CN: values.instructions.CN.trim() },
    minAmount: values.minAmount.trim(),
    maxAmount: values.maxAmount.trim(),
    ...(values.kind === 'online' ? { provider: values.provider.trim() } : {}),
  };
  return channel ? common : { ...common, kind: values.kind, enabled: values.enabled };
};

/** Creates a channel (`channel` null) or edits one: names and instructions in both languages, limits, provider. */
export function DepositChannelForm({
  channel,
  onClose,
}: {
  channel: ConsoleDepositChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const positive = (v: string) => (toMinorUnits(v) ?? 0) > 0;
  const {
    register,
    watch,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: valuesOf(channel),
    schema: channel ? updateDepositChannelSchema : createDepositChannelSchema,
    toBody: (values) => bodyOf(channel, values),
    messageOf: (path, _error, values) => {
      if (path === 'provider') return t('console.channels.providerInvalid');
      if (path === 'minAmount') return t('deposit.amountInvalid');
      if (path === 'maxAmount') {
        return positive(values.maxAmount) ? t('console.channels.maxBelowMin') : t('deposit.amountInvalid');
      }
      return t('console.required');
    },
  });
  const kind = watch('kind');

  const onSubmit = submit(async (body) => {
    const saved = channel
      ? await updateDepositChannel(channel.id, body)
      : await createDepositChannel(body as CreateDepositChannel);
    toast.success(t(channel ? 'console.channels.saved' : 'console.channels.created', { name: saved.name.EN }));
    await queryClient.invalidateQueries({ queryKey: ['console', 'channels'] });
    onClose();
  });

  return (
    <FormDialog
      title={channel ? t('console.channels.edit') : t('console.channels.new')}
      testId="channel-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={channel ? t('console.channels.save') : t('console.channels.create')}
      submitTestId="channel-save"
    >
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
              {...register('provider')}
            />
          ) : null}
        </div>
      )}
      <TextField
        label={t('console.channels.nameEn')}
        required
        maxLength={40}
        error={errors.name?.EN?.message}
        {...register('name.EN')}
      />
      <TextField
        label={t('console.channels.nameCn')}
        required
        maxLength={40}
        error={errors.name?.CN?.message}
        {...register('name.CN')}
      />
      <AmountFields
        amounts={[
          { label: t('console.channels.min'), error: errors.minAmount?.message, field: register('minAmount') },
          { label: t('console.channels.max'), error: errors.maxAmount?.message, field: register('maxAmount') },
        ]}
      />
      <TextAreaField
        label={t('console.channels.instructionsEn')}
        required
        maxLength={1000}
        error={errors.instructions?.EN?.message}
        {...register('instructions.EN')}
      />
      <TextAreaField
        label={t('console.channels.instructionsCn')}
        required
        maxLength={1000}
        error={errors.instructions?.CN?.message}
        {...register('instructions.CN')}
      />
      {channel ? null : <CheckboxField label={t('console.channels.openAtOnce')} {...register('enabled')} />}
    </FormDialog>
  );
}
