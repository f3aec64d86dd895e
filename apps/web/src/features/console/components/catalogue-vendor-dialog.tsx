import { type ConsoleVendor, updateVendorSchema } from '@lotus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { catalogueKey, updateVendor } from '../api/console-games-api';
import { CatalogueNameFields } from './catalogue-badges';
import { FormDialog, useConsoleForm } from './kit';

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
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { name: vendor.name },
    schema: updateVendorSchema,
    toBody: (values) => ({ name: { EN: values.name.EN.trim(), CN: values.name.CN.trim() } }),
    messageOf: () => t('console.required'),
  });

  const onSubmit = submit(async (body, values) => {
    await updateVendor(vendor.id, body);
    toast.success(t('consoleCatalogue.saved', { name: values.name.EN }));
    await queryClient.invalidateQueries({ queryKey: catalogueKey });
    onClose();
  });

  return (
    <FormDialog
      title={t('consoleCatalogue.editVendorTitle', { code: vendor.code })}
      testId="vendor-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleCatalogue.saveNames')}
      aside={<div className="catalogue-dialog__icon">{children}</div>}
    >
      <CatalogueNameFields field={(lang) => register(`name.${lang}`)} errors={errors.name} />
    </FormDialog>
  );
}
