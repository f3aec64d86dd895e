import type { HelpEntry } from '@lotus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, contractSchema, isNotFound } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';

export async function getHelpCenter(signal?: AbortSignal): Promise<HelpEntry[]> {
  try {
    return await callEndpoint('helpCenter', {
      query: { lang: currentLanguage(), device: 'WEB' },
      schema: contractSchema('helpCenterFirstViewSchema'),
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const helpCenterQuery = queryOptions({
  queryKey: ['help', 'centre'],
  queryFn: ({ signal }) => getHelpCenter(signal),
  staleTime: 30 * 60_000,
});

/** The anchor a help entry is reached by (`/help#term` for the terms). */
export const helpAnchor = (entry: HelpEntry) => entry.anchor || `help-${entry.id}`;

/** Top-level help entries as footer links. */
export function useHelpLinks() {
  const { data } = useQuery(helpCenterQuery);
  return (data ?? []).map((entry) => ({ title: entry.title, href: `/help#${helpAnchor(entry)}` }));
}
