import { type ConsoleSettings, type ConsoleSettingsPatch, consoleSettingsPatchSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import type { enMore } from '@/locales/en-more';
import { consoleSettingsQuery, saveConsoleSettings } from '../api/console-settings-api';
import './console-settings.css';

type Section = keyof ConsoleSettingsPatch;
/** Field errors of one section, keyed by the path inside it (`allowCidrs.0`, `email.maxLength`). */
export type FieldErrors = Record<string, string>;

type ErrorKey = keyof typeof enMore.consoleSettings.errors;

/** A contract validation issue as a message of the operator's language (the contract's own are English). */
function issueMessage(issue: z.core.$ZodIssue): [ErrorKey, { min?: number; max?: number }?] {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? ['required']
        : ['min', { min: Number(issue.minimum) }];
    case 'too_big':
      if (issue.origin === 'array') return ['tooMany', { max: Number(issue.maximum) }];
      if (issue.origin === 'string') return ['tooLong', { max: Number(issue.maximum) }];
      return ['max', { max: Number(issue.maximum) }];
    case 'invalid_type':
      return [issue.expected === 'number' || issue.expected === 'int' ? 'number' : 'invalid'];
    case 'invalid_union':
      return ['cidr'];
    case 'custom':
      if (/maximum|below/i.test(issue.message)) return ['maxBelowMin'];
      if (/regular expression/i.test(issue.message)) return ['pattern'];
      if (/amount/i.test(issue.message)) return ['amount'];
      if (/decimals/i.test(issue.message)) return ['decimals'];
      return ['invalid'];
    default:
      return ['invalid'];
  }
}

/** The settings as stored, with loading and failure states drawn the same on every page. */
export function useSettings() {
  return useQuery(consoleSettingsQuery());
}

/**
 * The frame of every brand-settings page: its title (and hint), loading and error states, then the page's forms once
 * the settings have arrived.
 */
export function SettingsPage({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: (settings: ConsoleSettings) => ReactNode;
}) {
  const query = useSettings();
  return (
    <section className="console-page" aria-labelledby={id}>
      <header className="console-page__head">
        <h2 id={id}>{title}</h2>
      </header>
      {hint ? <p className="console-muted">{hint}</p> : null}
      <SettingsLoading query={query} />
      {query.data ? children(query.data) : null}
    </section>
  );
}

function SettingsLoading({ query }: { query: ReturnType<typeof useSettings> }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton height={240} />;
  if (query.isError) {
    return (
      <p className="console-error" role="alert">
        {query.error.message}{' '}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  return null;
}

/**
 * Saves one section: checked first by the contract's own schema (the same the server applies), then sent; field
 * errors from either land on the section's fields. Nothing is sent while a field is wrong.
 */
export function useSectionSave<S extends Section>(section: S) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (value: NonNullable<ConsoleSettingsPatch[S]>, done: string) => {
    setFailure(null);
    const schema = consoleSettingsPatchSchema.shape[section] as unknown as z.ZodType;
    const checked = schema.safeParse(value);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const [key, options] = issueMessage(issue);
        found[issue.path.join('.')] ??= t(`consoleSettings.errors.${key}`, {
          min: options?.min ?? 0,
          max: options?.max ?? 0,
        });
      }
      setErrors(found);
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveConsoleSettings({ [section]: value } as ConsoleSettingsPatch);
      toast.success(done);
      return true;
    } catch (error) {
      const fields = isApiError(error) ? (error.value.fields as Record<string, string> | undefined) : undefined;
      const prefix = `${section}.`;
      const mine = Object.entries(fields ?? {}).filter(([name]) => name.startsWith(prefix));
      if (mine.length > 0) setErrors(Object.fromEntries(mine.map(([name, m]) => [name.slice(prefix.length), m])));
      else setFailure(error instanceof Error ? error.message : t('errors.unknown'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, errors, saving, failure };
}

/** The first error at or below `path` (a list field shows its first wrong line). */
export const errorAt = (errors: FieldErrors, path: string) =>
  errors[path] ?? Object.entries(errors).find(([k]) => k.startsWith(`${path}.`))?.[1];

/** One settings form: a titled card with its hint, fields and its own save button. */
export function SettingsCard({
  title,
  hint,
  testId,
  saving,
  failure,
  onSave,
  saveLabel,
  children,
  aside,
}: {
  title: string;
  hint?: string;
  testId: string;
  saving: boolean;
  failure?: string | null;
  onSave: () => void;
  saveLabel?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className="settings-card" aria-labelledby={id} data-testid={testId} onSubmit={submit} noValidate>
      <header className="settings-card__head">
        <h3 id={id}>{title}</h3>
        {aside}
      </header>
      {hint ? <p className="console-muted">{hint}</p> : null}
      {children}
      {failure ? (
        <p className="console-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="settings-card__actions">
        <Button type="submit" variant="accent" loading={saving} data-testid={`${testId}-save`}>
          {saveLabel ?? t('consoleSettings.save')}
        </Button>
      </div>
    </form>
  );
}

interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** An on/off switch: a checkbox announced as a switch, drawn as a track with a knob. */
export function Switch({ label, hint, checked, onChange, className, ...rest }: SwitchProps) {
  const id = useId();
  return (
    <div className={['settings-switch', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="settings-switch__input"
        checked={checked}
        aria-checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...rest}
      />
      <label htmlFor={id} className="settings-switch__label">
        <span className="settings-switch__track" aria-hidden="true" />
        <span className="settings-switch__text">
          {label}
          {hint ? <span className="console-muted settings-switch__hint">{hint}</span> : null}
        </span>
      </label>
    </div>
  );
}

export interface Localized {
  EN: string;
  CN: string;
}

/** A text in both languages of the site, side by side. */
export function LocalizedField({
  label,
  value,
  onChange,
  errors,
  path,
}: {
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  errors: FieldErrors;
  path: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="settings-pair">
      {(['EN', 'CN'] as const).map((lang) => (
        <TextAreaField
          key={lang}
          label={`${label} (${t(`consoleSettings.lang.${lang}`)})`}
          value={value[lang]}
          maxLength={2000}
          error={errorAt(errors, `${path}.${lang}`)}
          onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
        />
      ))}
    </div>
  );
}

/** Address ranges, one a line (`10.0.0.0/8`, `2001:db8::/32` or one address). */
export function RangesField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={label}
      hint={hint ?? t('consoleSettings.rangesHint')}
      value={value}
      rows={3}
      spellCheck={false}
      autoComplete="off"
      className="field__input field__textarea tabular"
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A localized text as the contract stores it: null when both languages are empty. */
export const localizedOrNull = (value: Localized) =>
  value.EN.trim() || value.CN.trim() ? { EN: value.EN.trim(), CN: value.CN.trim() } : null;
