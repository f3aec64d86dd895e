import { useSearchParams } from 'react-router';

/**
 * The page's address query and a setter for some of its keys (null or '' removes one), so a filter, a page number
 * or an open item survives going back and a reload.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return { params, update };
}
