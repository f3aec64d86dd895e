import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
