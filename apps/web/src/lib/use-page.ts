import { useState } from 'react';

/** A paged list's page; `refilter` applies a change of filter and goes back to the first page. */
export function usePage() {
  const [page, setPage] = useState(1);
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return { page, setPage, refilter };
}
