import type { ChangePasswordRequest } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** Changes the password; the server revokes every session, so the caller logs in again. */
export const changePassword = (body: ChangePasswordRequest) => callEndpoint('changePassword', { body });
