import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './dialog.css';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A drawer from the screen edge (the phone side menu): modal, focus-trapped, closes on Escape. */
export function Sheet({ open, onOpenChange, title, side = 'left', children }: SheetProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`sheet sheet--${side}`}
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <div className="sheet__head">
            <RadixDialog.Title className="sheet__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="sheet__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
