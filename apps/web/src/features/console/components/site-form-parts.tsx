import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FormDialog, failureMessage, serverFieldErrors } from './kit';

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
export function SiteFormDialog({ testId, size = 'md', busy, saveLabel, ...dialog }: SiteFormDialogProps) {
  return (
    <FormDialog
      {...dialog}
      testId={testId}
      size={size}
      formClassName={size === 'lg' ? 'console-channel-form' : 'console-dialog-form'}
      wide={size === 'lg'}
      pending={busy}
      submitLabel={saveLabel}
      submitTestId={`${testId}-save`}
    />
  );
}
