import { type OpenDownlineRequest, openDownlineResultSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** Opens an account directly below the signed-in agent (register centre). */
export const openDownline = (body: OpenDownlineRequest) =>
  callEndpoint('agentOpenDownline', { body, schema: openDownlineResultSchema });
