import { type ConsoleSiteDomain, DOMAIN_PATTERN, siteOrigin } from '@lotus/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { addSiteDomain, editSiteDomain } from '../api/console-site-api';
import { placeErrors, SiteFormDialog } from './site-form-parts';

interface DomainValues {
  domain: string;
  label: string;
  primary: boolean;
  baseUrl: string;
}
const FIELDS = ['domain', 'label', 'primary', 'baseUrl'] as const;

/** Adds a domain (`domain` null) or edits one's label, base URL and primary mark; the host name itself stays. */
export function SiteDomainDialog({ domain, onClose }: { domain: ConsoleSiteDomain | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DomainValues>({
    defaultValues: {
      domain: domain?.domain ?? '',
      label: domain?.label ?? '',
      primary: domain?.primary ?? false,
      baseUrl: domain?.baseUrl ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const fields = { label: values.label.trim(), primary: values.primary, baseUrl: values.baseUrl.trim() || null };
    try {
      const host = domain?.domain ?? values.domain.trim().toLowerCase();
      if (domain) await editSiteDomain(domain.id, fields);
      else await addSiteDomain({ ...fields, domain: host });
      toast.success(t(domain ? 'consoleSite.domains.saved' : 'consoleSite.domains.added', { name: host }));
      onClose();
    } catch (error) {
      const whole = placeErrors(error, FIELDS, setError);
      if (whole !== null) setFailure(whole || t('errors.unknown'));
    }
  });

  return (
    <SiteFormDialog
      title={domain ? t('consoleSite.domains.edit', { name: domain.domain }) : t('consoleSite.domains.add')}
      testId="site-domain-dialog"
      busy={isSubmitting}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      saveLabel={domain ? t('consoleSite.save') : t('consoleSite.domains.create')}
    >
      {domain ? null : (
        <TextField
          label={t('consoleSite.domains.domain')}
          hint={t('consoleSite.domains.domainHint')}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.domain?.message}
          {...register('domain', {
            validate: (v) => DOMAIN_PATTERN.test(v.trim().toLowerCase()) || t('consoleSite.domains.domainInvalid'),
          })}
        />
      )}
      <TextField
        label={t('consoleSite.domains.label')}
        required
        maxLength={40}
        autoComplete="off"
        error={errors.label?.message}
        {...register('label', { validate: (v) => v.trim().length > 0 || t('consoleSite.required') })}
      />
      <TextField
        label={t('consoleSite.domains.baseUrl')}
        hint={t('consoleSite.domains.baseUrlHint')}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        error={errors.baseUrl?.message}
        {...register('baseUrl', {
          validate: (v) => !v.trim() || siteOrigin(v) !== null || t('consoleSite.domains.baseUrlInvalid'),
        })}
      />
      {domain?.primary ? (
        <p className="console-muted">{t('consoleSite.domains.primaryStays')}</p>
      ) : (
        <CheckboxField label={t('consoleSite.domains.makePrimary')} {...register('primary')} />
      )}
    </SiteFormDialog>
  );
}
