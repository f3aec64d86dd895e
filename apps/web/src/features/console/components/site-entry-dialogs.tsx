import {
  type ConsoleSiteResource,
  type ConsoleSiteServiceEntry,
  customerServiceTypeSuggestions,
  resourceTypes,
  siteResourceSchema,
  siteServiceEntrySchema,
} from '@lotus/contract';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { addServiceEntry, addSiteResource, editServiceEntry, editSiteResource } from '../api/console-site-api';
import { ContentImageField } from './content-image-field';
import { useConsoleForm } from './kit';
import { SiteFormDialog } from './site-form-parts';

interface ServiceValues {
  csType: string;
  url: string;
  obfuscated: boolean;
  label: { EN: string; CN: string };
}

/** Adds a customer-service entry (`entry` null) or edits one. */
export function ServiceEntryDialog({ entry, onClose }: { entry: ConsoleSiteServiceEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const typesId = useId();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: {
      csType: entry?.csType ?? '',
      url: entry?.url ?? '',
      obfuscated: entry?.obfuscated ?? false,
      label: entry?.label ?? { EN: '', CN: '' },
    } satisfies ServiceValues,
    // The schema trims and upper-cases the type.
    schema: siteServiceEntrySchema,
    toBody: (values) => values,
    messageOf: (path) => {
      if (path === 'csType') return t('consoleSite.service.typeInvalid');
      if (path === 'url') return t('consoleSite.httpsInvalid');
      return t('consoleSite.required');
    },
  });

  const onSubmit = submit(async (body, values) => {
    if (entry) await editServiceEntry(entry.id, body);
    else await addServiceEntry(body);
    toast.success(t(entry ? 'consoleSite.saved' : 'consoleSite.added', { name: values.label.EN.trim() }));
    onClose();
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
        {...register('csType')}
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
        {...register('url')}
      />
      <TextField
        label={t('consoleSite.labelEn')}
        required
        maxLength={40}
        error={errors.label?.EN?.message}
        {...register('label.EN')}
      />
      <TextField
        label={t('consoleSite.labelCn')}
        required
        maxLength={40}
        error={errors.label?.CN?.message}
        {...register('label.CN')}
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

/** Adds a resource (`resource` null) or edits one: app download, official channel, social link. */
export function ResourceDialog({ resource, onClose }: { resource: ConsoleSiteResource | null; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: {
      resourceType: resource?.resourceType ?? 'OFFICIAL_CHANNEL',
      url: resource?.url ?? '',
      label: resource?.label ?? { EN: '', CN: '' },
      iconUrl: resource?.iconUrl ?? '',
    } satisfies ResourceValues,
    schema: siteResourceSchema,
    toBody: (values) => ({ ...values, iconUrl: values.iconUrl || null }),
    messageOf: (path) => (path === 'url' ? t('consoleSite.resources.urlInvalid') : t('consoleSite.required')),
  });

  const onSubmit = submit(async (body, values) => {
    if (resource) await editSiteResource(resource.id, body);
    else await addSiteResource(body);
    toast.success(t(resource ? 'consoleSite.saved' : 'consoleSite.added', { name: values.label.EN.trim() }));
    onClose();
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
        {...register('url')}
      />
      <TextField
        label={t('consoleSite.labelEn')}
        required
        maxLength={40}
        error={errors.label?.EN?.message}
        {...register('label.EN')}
      />
      <TextField
        label={t('consoleSite.labelCn')}
        required
        maxLength={40}
        error={errors.label?.CN?.message}
        {...register('label.CN')}
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
