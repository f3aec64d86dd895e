import { type ConsoleVendor, createVendorSchema, vendorWalletModes } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError, queryClient } from '@/lib/api';
import { catalogueKey, createVendor } from '../api/console-games-api';
import { CatalogueNameFields } from './catalogue-badges';
import { FormDialog, useConsoleForm } from './kit';

interface NewVendorValues {
  code: string;
  name: { EN: string; CN: string };
  walletMode: (typeof vendorWalletModes)[number];
  launchUrl: string;
  secret: string;
  enabled: boolean;
  sortOrder: string;
}

/** A random signing secret (64 hex digits) made in the browser, for the operator to hand to the vendor. */
export function randomSecret() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds a vendor (admins): its code, names, wallet model, game client and signing secret, whether it shows and where.
 * The secret goes to the server once and is never shown again; the vendor appears in the lobby once it has games.
 */
export function CatalogueAddVendorDialog({
  sortOrder,
  onClose,
  onCreated,
}: {
  /** Where it lands by default: after the vendors there are. */
  sortOrder: number;
  onClose: () => void;
  onCreated: (vendor: ConsoleVendor) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    submit,
    failure,
    formState: { errors, isSubmitting, isSubmitted },
  } = useConsoleForm({
    defaultValues: {
      code: '',
      name: { EN: '', CN: '' },
      walletMode: 'seamless',
      launchUrl: '',
      secret: '',
      enabled: true,
      sortOrder: String(sortOrder),
    } as NewVendorValues,
    schema: createVendorSchema,
    // The schema trims and upper-cases the code; a blank order stays NaN for it to refuse.
    toBody: (values) => ({
      ...values,
      sortOrder: values.sortOrder.trim() === '' ? Number.NaN : Number(values.sortOrder),
    }),
    messageOf: (path, error) => {
      if (path === 'code') return t('consoleCatalogue.add.codeInvalid');
      if (path === 'launchUrl') {
        return t(
          error.type === 'custom' ? 'consoleCatalogue.add.launchUrlToken' : 'consoleCatalogue.add.launchUrlInvalid',
        );
      }
      if (path === 'secret') return t('consoleCatalogue.add.secretInvalid');
      if (path === 'sortOrder') return t('consoleCatalogue.sortInvalid');
      return t('console.required');
    },
    fieldOf: (error) => (isApiError(error) && error.errorCode === 'console.vendor.code.taken' ? 'code' : undefined),
  });

  const onSubmit = submit(async (body, values) => {
    const vendor = await createVendor(body);
    toast.success(t('consoleCatalogue.add.created', { name: values.name.EN.trim() }));
    await queryClient.invalidateQueries({ queryKey: catalogueKey });
    onCreated(vendor);
  });

  return (
    <FormDialog
      title={t('consoleCatalogue.add.title')}
      description={t('consoleCatalogue.add.hint')}
      testId="vendor-add-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      wide
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleCatalogue.add.create')}
      submitTestId="vendor-add-save"
    >
      <TextField
        label={t('consoleCatalogue.add.code')}
        hint={t('consoleCatalogue.add.codeHint')}
        required
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <SelectField label={t('consoleCatalogue.add.walletMode')} {...register('walletMode')}>
        {vendorWalletModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`consoleCatalogue.wallet.${mode}`)}
          </option>
        ))}
      </SelectField>
      <CatalogueNameFields field={(lang) => register(`name.${lang}`)} errors={errors.name} />
      <div className="console-channel-form__wide">
        <TextField
          label={t('consoleCatalogue.launchUrl')}
          hint={t('consoleCatalogue.add.launchUrlHint')}
          required
          inputMode="url"
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          error={errors.launchUrl?.message}
          {...register('launchUrl')}
        />
      </div>
      <div className="console-channel-form__wide catalogue-add__secret">
        <TextField
          label={t('consoleCatalogue.add.secret')}
          hint={t('consoleCatalogue.add.secretHint')}
          required
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          error={errors.secret?.message}
          {...register('secret')}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => setValue('secret', randomSecret(), { shouldDirty: true, shouldValidate: isSubmitted })}
        >
          {t('consoleCatalogue.add.generate')}
        </Button>
      </div>
      <TextField
        label={t('consoleCatalogue.add.sortOrder')}
        hint={t('consoleCatalogue.add.sortHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.sortOrder?.message}
        {...register('sortOrder')}
      />
      <CheckboxField label={t('consoleCatalogue.add.enabled')} {...register('enabled')} />
    </FormDialog>
  );
}
