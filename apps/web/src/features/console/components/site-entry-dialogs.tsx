import {
  type ConsoleSiteResource,
  type ConsoleSiteServiceEntry,
  customerServiceTypeSuggestions,
  HTTPS_URL_PATTERN,
  resourceTypes,
} from '@lotus/contract';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { addServiceEntry, addSiteResource, editServiceEntry, editSiteResource } from '../api/console-site-api';
import { ContentImageField } from './content-image-field';
import { placeErrors, SiteFormDialog } from './site-form-parts';

interface ServiceValues {
  csType: string;
  url: string;
  obfuscated: boolean;
  label: { EN: string; CN: string };
}
const SERVICE_FIELDS = ['csType', 'url', 'obfuscated', 'label.EN', 'label.CN'] as const;

/** Adds a customer-service entry (`entry` null) or edits one. */
export function ServiceEntryDialog({ entry, onClose }: { entry: ConsoleSiteServiceEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const typesId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ServiceValues>({
    defaultValues: {
      csType: entry?.csType ?? '',
      url: entry?.url ?? '',
      obfuscated: entry?.obfuscated ?? false,
      label: entry?.label ?? { EN: '', CN: '' },
    },
  });
  const required = { validate: (v: string) => v.trim().length > 0 || t('consoleSite.required') };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      csType: values.csType.trim().toUpperCase(),
      url: values.url.trim(),
      obfuscated: values.obfuscated,
      label: { EN: values.label.EN.trim(), CN: values.label.CN.trim() },
    };
    try {
      if (entry) await editServiceEntry(entry.id, body);
      else await addServiceEntry(body);
      toast.success(t(entry ? 'consoleSite.saved' : 'consoleSite.added', { name: body.label.EN }));
      onClose();
    } catch (error) {
      const whole = placeErrors(error, SERVICE_FIELDS, setError);
      if (whole !== null) setFailure(whole || t('errors.unknown'));
    }
  });

  return (
    <SiteFormDialog
      size="lg"
      title={entry ? t('consoleSite.service.edit') : t('consoleSite.service.add')}
      testId="site-service-dialog"
      busy={isSubmitting}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      saveLabel={entry ? t('consoleSite.save') : t('consoleSite.create')}
    >
      <TextField
        label={t('consoleSite.service.type')}
        hint={t('consoleSite.service.typeHint')}
        required
        list={typesId}
        autoComplete="off"
        spellCheck={false}
        error={errors.csType?.message}
        {...register('csType', {
          validate: (v) =>
            /^[A-Z][A-Z0-9_]{1,31}$/.test(v.trim().toUpperCase()) || t('consoleSite.service.typeInvalid'),
        })}
      />
      <datalist id={typesId}>
        {customerServiceTypeSuggestions.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <TextField
        label={t('consoleSite.service.url')}
        required
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        {...register('url', {
          validate: (v) => HTTPS_URL_PATTERN.test(v.trim()) || t('consoleSite.httpsInvalid'),
        })}
      />
      <TextField
        label={t('consoleSite.labelEn')}
        required
        maxLength={40}
        error={errors.label?.EN?.message}
        {...register('label.EN', required)}
      />
      <TextField
        label={t('consoleSite.labelCn')}
        required
        maxLength={40}
        error={errors.label?.CN?.message}
        {...register('label.CN', required)}
      />
      <CheckboxField label={t('consoleSite.service.obfuscate')} {...register('obfuscated')} />
    </SiteFormDialog>
  );
}

interface ResourceValues {
  resourceType: (typeof resourceTypes)[number];
  url: string;
  label: { EN: string; CN: string };
  iconUrl: string;
}
const RESOURCE_FIELDS = ['resourceType', 'url', 'label.EN', 'label.CN', 'iconUrl'] as const;

/** Adds a resource (`resource` null) or edits one: app download, official channel, social link. */
export function ResourceDialog({ resource, onClose }: { resource: ConsoleSiteResource | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResourceValues>({
    defaultValues: {
      resourceType: resource?.resourceType ?? 'OFFICIAL_CHANNEL',
      url: resource?.url ?? '',
      label: resource?.label ?? { EN: '', CN: '' },
      iconUrl: resource?.iconUrl ?? '',
    },
  });
  const required = { validate: (v: string) => v.trim().length > 0 || t('consoleSite.required') };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      resourceType: values.resourceType,
      url: values.url.trim(),
      label: { EN: values.label.EN.trim(), CN: values.label.CN.trim() },
      iconUrl: values.iconUrl || null,
    };
    try {
      if (resource) await editSiteResource(resource.id, body);
      else await addSiteResource(body);
      toast.success(t(resource ? 'consoleSite.saved' : 'consoleSite.added', { name: body.label.EN }));
      onClose();
    } catch (error) {
      const whole = placeErrors(error, RESOURCE_FIELDS, setError);
      if (whole !== null) setFailure(whole || t('errors.unknown'));
    }
  });

  return (
    <SiteFormDialog
      size="lg"
      title={resource ? t('consoleSite.resources.edit') : t('consoleSite.resources.add')}
      testId="site-resource-dialog"
      busy={isSubmitting}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      saveLabel={resource ? t('consoleSite.save') : t('consoleSite.create')}
    >
      <SelectField label={t('consoleSite.resources.type')} {...register('resourceType')}>
        {resourceTypes.map((type) => (
          <option key={type} value={type}>
            {t(`consoleSite.resources.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('consoleSite.resources.url')}
        hint={t('consoleSite.resources.urlHint')}
        required
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        {...register('url', {
          validate: (v) =>
            HTTPS_URL_PATTERN.test(v.trim()) || /^\/\S*$/.test(v.trim()) || t('consoleSite.resources.urlInvalid'),
        })}
      />
      <TextField
        label={t('consoleSite.labelEn')}
        required
        maxLength={40}
        error={errors.label?.EN?.message}
        {...register('label.EN', required)}
      />
      <TextField
        label={t('consoleSite.labelCn')}
        required
        maxLength={40}
        error={errors.label?.CN?.message}
        {...register('label.CN', required)}
      />
      <div className="console-channel-form__wide">
        <Controller
          control={control}
          name="iconUrl"
          render={({ field }) => (
            <>
              <ContentImageField
                label={t('consoleSite.resources.icon')}
                value={field.value}
                onChange={(path) => field.onChange(path)}
                error={errors.iconUrl?.message}
                hint={t('consoleSite.resources.iconHint')}
              />
              {field.value ? (
                <Button type="button" size="sm" variant="ghost" onClick={() => field.onChange('')}>
                  {t('consoleSite.resources.iconRemove')}
                </Button>
              ) : null}
            </>
          )}
        />
      </div>
    </SiteFormDialog>
  );
}
