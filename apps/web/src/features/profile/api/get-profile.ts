import { memberProfileSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/**
 * Under the member info's key: whatever refreshes the member info (a payment password saved, a login) refreshes the
 * profile too, and a profile change refreshes both by invalidating `memberKeys`.
 */
export const memberKeys = ['member', 'info'] as const;
export const profileKey = [...memberKeys, 'profile'] as const;

/** The member's profile with what they may edit and the rules their edits must match. */
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...profileKey, token],
    queryFn: ({ signal }) => callEndpoint('memberProfile', { schema: memberProfileSchema, signal }),
    enabled: token !== null,
  });
