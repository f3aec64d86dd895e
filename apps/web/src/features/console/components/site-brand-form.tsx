import { type ConsoleSite, siteOrigin, updateSiteBrandSchema } from '@lotus/contract';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { saveSiteBrand } from '../api/console-site-api';
import { ContentImageField } from './content-image-field';
import { useConsoleForm } from './kit';
import { linesOf } from './site-form-parts';

interface BrandValues {
  name: string;
  logoUrl: string;
  gtagId: string;
  imageCdns: string;
  launchGameCdns: string;
}
type CdnField = 'imageCdns' | 'launchGameCdns';

const valuesOf = (brand: ConsoleSite['brand']): BrandValues => ({
  name: brand.name,
  logoUrl: brand.logoUrl ?? '',
  gtagId: brand.gtagId ?? '',
  imageCdns: brand.imageCdns.join('\n'),
  launchGameCdns: brand.launchGameCdns.join('\n'),
});

/**
 * Why the contract refused a CDN list, as `consoleSite.brand.*` and the line: too many lines, a line that is no origin
 * (the contract names its index, `imageCdns.2`), or an origin written twice (the first repeat).
 */
function cdnProblem(field: CdnField, path: string, error: FieldError, values: BrandValues) {
  if (path !== field) return { key: 'cdnInvalid', line: Number(path.slice(field.length + 1)) + 1 } as const;
  if (error.type === 'too_big') return { key: 'cdnTooMany', line: 0 } as const;
  const origins = linesOf(values[field]).map(siteOrigin);
  const repeat = origins.findIndex((origin, index) => origins.indexOf(origin) !== index);
  return { key: 'cdnRepeated', line: repeat + 1 } as const;
}

/** The message of a field's error, or of the first line's under it (a CDN list's `imageCdns.2`). */
function messageIn(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, inner] of Object.entries(node)) {
    const found = key === 'ref' ? undefined : messageIn(inner);
    if (found) return found;
  }
  return undefined;
}

/** The brand block: name, logo, analytics id and CDN origins, saved together. */
export function SiteBrandForm({ brand }: { brand: ConsoleSite['brand'] }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    reset,
    submit,
    failure,
    formState: { errors, isSubmitting, isDirty },
  } = useConsoleForm({
    defaultValues: valuesOf(brand),
    values: valuesOf(brand),
    schema: updateSiteBrandSchema,
    // Each line of a CDN list is an origin; the contract checks each, their number and that none repeats.
    toBody: (values) => ({
      name: values.name,
      logoUrl: values.logoUrl || null,
      gtagId: values.gtagId.trim() || null,
      imageCdns: linesOf(values.imageCdns),
      launchGameCdns: linesOf(values.launchGameCdns),
    }),
    messageOf: (path, error, values) => {
      if (path === 'name') return t('consoleSite.brand.nameInvalid');
      if (path === 'gtagId') return t('consoleSite.brand.gtagInvalid');
      for (const field of ['imageCdns', 'launchGameCdns'] as const) {
        if (path === field || path.startsWith(`${field}.`)) {
          const { key, line } = cdnProblem(field, path, error, values);
          return t(`consoleSite.brand.${key}`, { line });
        }
      }
      return undefined;
    },
  });

  const onSubmit = submit(async (body) => {
    const site = await saveSiteBrand(body);
    reset(valuesOf(site.brand));
    toast.success(t('consoleSite.brand.saved'));
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
            {...register('name')}
          />
          <TextField
            label={t('consoleSite.brand.gtag')}
            hint={t('consoleSite.brand.gtagHint')}
            autoComplete="off"
            spellCheck={false}
            error={errors.gtagId?.message}
            {...register('gtagId')}
          />
          <TextAreaField
            label={t('consoleSite.brand.imageCdns')}
            hint={t('consoleSite.brand.cdnHint')}
            error={messageIn(errors.imageCdns)}
            {...register('imageCdns')}
          />
          <TextAreaField
            label={t('consoleSite.brand.launchCdns')}
            hint={t('consoleSite.brand.cdnHint')}
            error={messageIn(errors.launchGameCdns)}
            {...register('launchGameCdns')}
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
