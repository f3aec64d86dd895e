import { affiliateResultSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** Whether an invitation code belongs to an agent of this merchant (spec §4 optional affiliate check). */
export async function checkAffiliate(code: string): Promise<boolean> {
  const result = await callEndpoint('affiliate', {
    query: { code, domain: window.location.hostname },
    schema: affiliateResultSchema,
  });
  return result.success;
}
