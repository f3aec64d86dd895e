import { useQuery } from '@tanstack/react-query';
import { type SystemStatus, systemStatusQuery } from '../api/get-system-status';

export const useSystemStatus = () => useQuery(systemStatusQuery);

/** The boot payload once it has loaded; the site only renders after it has (see the boot gate). */
export function useBootInfo(): SystemStatus | undefined {
  return useQuery(systemStatusQuery).data;
}

export function useMerchant() {
  return useBootInfo()?.info.merchant;
}

/** Whether a whitelabel module is on for this merchant; off until the boot payload says otherwise. */
export function useFeature(modId: string): boolean {
  return useBootInfo()?.features[modId] === true;
}
