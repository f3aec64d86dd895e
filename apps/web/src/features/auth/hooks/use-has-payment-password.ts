import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/lib/session';
import { memberInfoQuery } from '../api/get-member-info';

/** Whether the signed-in member has a payment password; undefined while their details load. */
export function useHasPaymentPassword(): boolean | undefined {
  const token = useSessionStore((s) => s.token);
  return useQuery(memberInfoQuery(token)).data?.hasPaymentPassword;
}
