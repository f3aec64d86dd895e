import { type ConsoleSite, GTAG_PATTERN, siteOrigin } from '@lotus/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { saveSiteBrand } from '../api/console-site-api';
import { ContentImageField } from './content-image-field';
import { failureMessage, serverFieldErrors } from './kit';
import { linesOf } from './site-form-parts';

interface BrandValues {
  name: string;
  logoUrl: string;
  gtagId: string;
  imageCdns: string;
  launchGameCdns: string;
}
const FIELDS = ['name', 'logoUrl', 'gtagId', 'imageCdns', 'launchGameCdns'] as const;

const valuesOf = (brand: ConsoleSite['brand']): BrandValues => ({
  name: brand.name,
  logoUrl: brand.logoUrl ?? '',
  gtagId: brand.gtagId ?? '',
  imageCdns: brand.imageCdns.join('\n'),
  launchGameCdns: brand.launchGameCdns.join('\n'),
});

/** The brand block: name, logo, analytics id and CDN origins, saved together. */
export function SiteBrandForm({ brand }: { brand: ConsoleSite['brand'] }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandValues>({ values: valuesOf(brand) });

  /** Each line an https origin, each once, ten at most. */
  const origins = (text: string) => {
    const lines = linesOf(text);
    if (lines.length > 10) return t('consoleSite.brand.cdnTooMany');
    const seen = new Set<string>();
    for (const [index, line] of lines.entries()) {
      const origin = siteOrigin(line);
      if (!origin) return t('consoleSite.brand.cdnInvalid', { line: index + 1 });
      if (seen.has(origin)) return t('consoleSite.brand.cdnRepeated', { line: index + 1 });
      seen.add(origin);
    }
    return true;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const site = await saveSiteBrand({
        name: values.name.trim(),
        logoUrl: values.logoUrl || null,
        gtagId: values.gtagId.trim() || null,
        imageCdns: linesOf(values.imageCdns),
        launchGameCdns: linesOf(values.launchGameCdns),
      });
      reset(valuesOf(site.brand));
      toast.success(t('consoleSite.brand.saved'));
    } catch (error) {
      const placed = serverFieldErrors(error, FIELDS);
      for (const [name, message] of placed) setError(name as keyof BrandValues, { message });
      if (placed.length === 0) setFailure(failureMessage(error, t('errors.unknown')));
    }
  });

  return (
    <form className="card console-panel site-brand" onSubmit={onSubmit} noValidate aria-labelledby="site-brand">
      <h3 id="site-brand" className="console-panel__title">
        {t('consoleSite.brand.title')}
      </h3>
      <dl className="console-facts">
        <div className="console-facts__row">
          <dt>{t('consoleSite.brand.code')}</dt>
          <dd className="tabular">{brand.code}</dd>
        </div>
        <div className="console-facts__row">
          <dt>{t('consoleSite.brand.mainDomain')}</dt>
          <dd>{brand.mainDomain}</dd>
        </div>
      </dl>
      <div className="site-brand__grid">
        <div className="site-brand__fields">
          <TextField
            label={t('consoleSite.brand.name')}
            required
            maxLength={60}
            autoComplete="off"
            error={errors.name?.message}
            data-testid="site-brand-name"
            {...register('name', { validate: (v) => v.trim().length > 0 || t('consoleSite.required') })}
          />
          <TextField
            label={t('consoleSite.brand.gtag')}
            hint={t('consoleSite.brand.gtagHint')}
            autoComplete="off"
            spellCheck={false}
            error={errors.gtagId?.message}
            {...register('gtagId', {
              validate: (v) =>
                !v.trim() || GTAG_PATTERN.test(v.trim().toUpperCase()) || t('consoleSite.brand.gtagInvalid'),
            })}
          />
          <TextAreaField
            label={t('consoleSite.brand.imageCdns')}
            hint={t('consoleSite.brand.cdnHint')}
            error={errors.imageCdns?.message}
            {...register('imageCdns', { validate: origins })}
          />
          <TextAreaField
            label={t('consoleSite.brand.launchCdns')}
            hint={t('consoleSite.brand.cdnHint')}
            error={errors.launchGameCdns?.message}
            {...register('launchGameCdns', { validate: origins })}
          />
        </div>
        <div className="site-brand__logo">
          <Controller
            control={control}
            name="logoUrl"
            render={({ field }) => (
              <>
                <ContentImageField
                  label={t('consoleSite.brand.logo')}
                  value={field.value}
                  onChange={(path) => field.onChange(path)}
                  error={errors.logoUrl?.message}
                  hint={t('consoleSite.brand.logoHint')}
                />
                {field.value ? (
                  <Button type="button" size="sm" variant="ghost" onClick={() => field.onChange('')}>
                    {t('consoleSite.brand.logoRemove')}
                  </Button>
                ) : null}
              </>
            )}
          />
        </div>
      </div>
      {failure ? (
        <p className="console-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="console-actions">
        <Button type="submit" variant="accent" loading={isSubmitting} disabled={!isDirty} data-testid="site-brand-save">
          {t('consoleSite.brand.save')}
        </Button>
        {isDirty ? (
          <Button type="button" variant="ghost" onClick={() => reset(valuesOf(brand))}>
            {t('consoleSite.undo')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
