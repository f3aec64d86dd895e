import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';

/**
 * The server's field messages of a refused write (`request.invalid`), by the form's own field names: `imageCdns.2`
 * belongs to the `imageCdns` field. Answers those it could place; the caller shows any other failure as a whole.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [string, string][] {
  const sent = isApiError(error) ? (error.value.fields as Record<string, string> | undefined) : undefined;
  const placed = new Map<string, string>();
  for (const [path, message] of Object.entries(sent ?? {})) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field && !placed.has(field)) placed.set(field, message);
  }
  return [...placed];
}

export const failureMessage = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** Non-empty trimmed lines of a text area. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Places the server's field messages on the form; answers the failure to show when none could be placed. */
export function placeErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<V>,
) {
  const placed = serverFieldErrors(error, fields);
  for (const [name, message] of placed) setError(name as Path<V>, { message });
  return placed.length === 0 ? failureMessage(error, '') : null;
}

interface SiteFormDialogProps {
  title: string;
  testId: string;
  /** `lg` lays the fields out in two columns. */
  size?: 'md' | 'lg';
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  saveLabel: string;
  children: ReactNode;
}

/** The frame of every site dialog: its fields, a whole-form failure, cancel and save (`<testId>-save`). */
export function SiteFormDialog({
  title,
  testId,
  size = 'md',
  busy,
  failure,
  onSubmit,
  onClose,
  saveLabel,
  children,
}: SiteFormDialogProps) {
  const { t } = useTranslation();
  const wide = size === 'lg' ? ' console-channel-form__wide' : '';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size={size} testId={testId}>
      <form className={size === 'lg' ? 'console-channel-form' : 'console-dialog-form'} onSubmit={onSubmit} noValidate>
        {children}
        {failure ? (
          <p className={`console-error${wide}`} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={`console-dialog-form__buttons${wide}`}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" variant="accent" loading={busy} data-testid={`${testId}-save`}>
            {saveLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
