import type { ConsoleVendor } from '@lotus/contract';
import type { ChangeEvent } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { currentLanguage } from '@/lib/i18n';

/** A catalogue name in the console's language. */
export const vendorName = (v: { name: { EN: string; CN: string } }) =>
  currentLanguage() === 'CN' ? v.name.CN : v.name.EN;

/** A vendor's status: enabled or off, and maintenance, exclusive and local when they apply. */
export function VendorBadges({ vendor, compact = false }: { vendor: ConsoleVendor; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`catalogue-badges${compact ? ' catalogue-badges--compact' : ''}`}>
      <span className={`console-badge console-badge--${vendor.enabled ? 'ok' : 'off'}`}>
        {t(vendor.enabled ? 'consoleCatalogue.badges.enabled' : 'consoleCatalogue.badges.disabled')}
      </span>
      {vendor.maintenance ? (
        <span className="console-badge console-badge--warn">{t('consoleCatalogue.badges.maintenance')}</span>
      ) : null}
      {vendor.exclusive ? (
        <span className="console-badge console-badge--info">{t('consoleCatalogue.badges.exclusive')}</span>
      ) : null}
      {vendor.local ? (
        <span className="console-badge console-badge--info">{t('consoleCatalogue.badges.local')}</span>
      ) : null}
    </span>
  );
}

/** A catalogue image path (`game-art/…`, `media/…`) on this site: the server hosts both. */
export const catalogueImage = (path: string) => `/${path.replace(/^\/+/, '')}`;

/** An on/off switch named for what it changes (`label`), with its state read out by screen readers. */
export function CatalogueSwitch({
  label,
  checked,
  disabled,
  onChange,
  tone = 'ok',
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  tone?: 'ok' | 'warn' | 'hot';
}) {
  return (
    <label className={`catalogue-switch catalogue-switch--${tone}`}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
      />
      <span className="catalogue-switch__track" aria-hidden="true" />
    </label>
  );
}

/** A game's or vendor's display name in English and Chinese, as react-hook-form fields. */
export function CatalogueNameFields({
  field,
  errors,
}: {
  field: (lang: 'EN' | 'CN') => UseFormRegisterReturn;
  errors: { EN?: FieldError; CN?: FieldError } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('consoleCatalogue.nameEn')}
        required
        maxLength={60}
        error={errors?.EN?.message}
        {...field('EN')}
      />
      <TextField
        label={t('consoleCatalogue.nameCn')}
        required
        maxLength={60}
        error={errors?.CN?.message}
        {...field('CN')}
      />
    </>
  );
}
