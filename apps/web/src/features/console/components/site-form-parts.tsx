import type { ReactNode } from 'react';
import { FormDialog } from './kit';

/** Non-empty trimmed lines of a text area. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

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
