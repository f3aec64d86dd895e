import type { MemberInfo } from '@lotus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSessionStore } from '@/lib/session';
import { memberInfoKey } from '../api/member-info-key';

export interface MemberVip {
  /** Whether the brand runs VIP levels. */
  hasVip: boolean;
  /** The member's level (0: none yet) and its name. */
  level: number;
  label: string | null;
}

/**
 * The member's VIP level as the member info last read says (the header's `MemberInfoSync` reads it and a
 * `vip.changed` reads it again); undefined for guests and until it is read. It watches the cache rather than asking,
 * so the side menu in the start-up bundle carries neither the call nor its schema.
 */
export function useMemberVip(): MemberVip | undefined {
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const info = useSyncExternalStore(subscribe, () =>
    token === null ? undefined : client.getQueryData<MemberInfo>([...memberInfoKey, token]),
  );
  if (!info) return undefined;
  return { hasVip: info.hasVip, level: info.vipRankLevel, label: info.vipLabelName };
}
