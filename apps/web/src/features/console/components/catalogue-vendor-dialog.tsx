import type { ConsoleVendor } from '@lotus/contract';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError, queryClient } from '@/lib/api';
import { catalogueKey, updateVendor } from '../api/console-games-api';

interface VendorValues {
  name: { EN: string; CN: string };
}

const FIELDS: FieldPath<VendorValues>[] = ['name.EN', 'name.CN'];

/** A vendor's display names in both languages, and its icon (`children`). */
export function CatalogueVendorDialog({
  vendor,
  onClose,
  children,
}: {
  vendor: ConsoleVendor;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorValues>({ defaultValues: { name: vendor.name } });
  const required = {
    required: t('console.required'),
    validate: (v: string) => v.trim() !== '' || t('console.required'),
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateVendor(vendor.id, { name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() } });
      toast.success(t('consoleCatalogue.saved', { name: values.name.EN }));
      await queryClient.invalidateQueries({ queryKey: catalogueKey });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.value.fields as Record<string, string> | undefined) : undefined;
      const known = Object.entries(fields ?? {}).filter(([name]) => FIELDS.includes(name as FieldPath<VendorValues>));
      for (const [name, message] of known) setError(name as FieldPath<VendorValues>, { message });
      if (known.length === 0) setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consoleCatalogue.editVendorTitle', { code: vendor.code })}
      size="lg"
      testId="vendor-dialog"
    >
      <form className="console-channel-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('consoleCatalogue.nameEn')}
          required
          maxLength={60}
          error={errors.name?.EN?.message}
          {...register('name.EN', required)}
        />
        <TextField
          label={t('consoleCatalogue.nameCn')}
          required
          maxLength={60}
          error={errors.name?.CN?.message}
          {...register('name.CN', required)}
        />
        {failure ? (
          <p className="console-error console-channel-form__wide" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="console-dialog-form__buttons console-channel-form__wide">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" variant="accent" loading={isSubmitting}>
            {t('consoleCatalogue.saveNames')}
          </Button>
        </div>
      </form>
      <div className="catalogue-dialog__icon">{children}</div>
    </Dialog>
  );
}
