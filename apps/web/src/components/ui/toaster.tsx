import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useThemeStore } from '@/lib/theme';

/** Sonner's toaster; loaded with the first toast (see toast.tsx). */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  const theme = useThemeStore((s) => s.theme);
  // Runs after Sonner's own effects have subscribed, so the toast that loaded it is not lost.
  useEffect(() => onMounted(), [onMounted]);
  // At the bottom, clear of the header's balance and Deposit button; on a phone above the bottom bar.
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-center"
      offset={{ bottom: 24 }}
      mobileOffset={{ bottom: 'calc(var(--bottom-bar-height) + env(safe-area-inset-bottom) + 12px)' }}
      richColors
      closeButton
      duration={3000}
    />
  );
}
