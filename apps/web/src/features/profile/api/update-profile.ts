import { memberProfileSchema, type UpdateProfileRequest } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** Sends the changed fields only; answers the new profile. */
export const updateProfile = (body: UpdateProfileRequest) =>
  callEndpoint('updateMemberProfile', { body, schema: memberProfileSchema });
