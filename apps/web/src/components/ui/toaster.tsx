import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useThemeStore } from '@/lib/theme';

/** Sonner's toaster; loaded with the first toast (see toast.tsx). */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  const theme = useThemeStore((s) => s.theme);
  // Runs after Sonner's own effects have subscribed, so the toast that loaded it is not lost.
  useEffect(() => onMounted(), [onMounted]);
  return <SonnerToaster theme={theme} position="top-center" richColors closeButton duration={3000} />;
}
