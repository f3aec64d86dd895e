import {
  type ConsoleSiteDomain,
  type CreateSiteDomain,
  createSiteDomainSchema,
  updateSiteDomainSchema,
} from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { addSiteDomain, editSiteDomain } from '../api/console-site-api';
import { useConsoleForm } from './kit';
import { SiteFormDialog } from './site-form-parts';

interface DomainValues {
  domain: string;
  label: string;
  primary: boolean;
  baseUrl: string;
}

/** Adds a domain (`domain` null) or edits one's label, base URL and primary mark; the host name itself stays. */
export function SiteDomainDialog({ domain, onClose }: { domain: ConsoleSiteDomain | null; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: {
      domain: domain?.domain ?? '',
      label: domain?.label ?? '',
      primary: domain?.primary ?? false,
      baseUrl: domain?.baseUrl ?? '',
    } satisfies DomainValues,
    // The host name is sent only when adding one; the schema trims, lower-cases and reads an empty base URL as none.
    schema: domain ? updateSiteDomainSchema : createSiteDomainSchema,
    toBody: ({ domain: host, ...fields }) => (domain ? fields : { ...fields, domain: host }),
    messageOf: (path) => {
      if (path === 'domain') return t('consoleSite.domains.domainInvalid');
      if (path === 'baseUrl') return t('consoleSite.domains.baseUrlInvalid');
      return t('consoleSite.required');
    },
  });

  const onSubmit = submit(async (body, values) => {
    const host = domain?.domain ?? values.domain.trim().toLowerCase();
    if (domain) await editSiteDomain(domain.id, body);
    else await addSiteDomain(body as CreateSiteDomain);
    toast.success(t(domain ? 'consoleSite.domains.saved' : 'consoleSite.domains.added', { name: host }));
    onClose();
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
          {...register('domain')}
        />
      )}
      <TextField
        label={t('consoleSite.domains.label')}
        required
        maxLength={40}
        autoComplete="off"
        error={errors.label?.message}
        {...register('label')}
      />
      <TextField
        label={t('consoleSite.domains.baseUrl')}
        hint={t('consoleSite.domains.baseUrlHint')}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        error={errors.baseUrl?.message}
        {...register('baseUrl')}
      />
      {domain?.primary ? (
        <p className="console-muted">{t('consoleSite.domains.primaryStays')}</p>
      ) : (
        <CheckboxField label={t('consoleSite.domains.makePrimary')} {...register('primary')} />
      )}
    </SiteFormDialog>
  );
}
