import { type ComponentPropsWithRef, useId } from 'react';
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

interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled multi-line field with its hint and error linked, in the look of the shared text field. */
export function SiteTextArea({ label, hint, error, ...rest }: TextAreaProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input console-textarea"
        rows={3}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
