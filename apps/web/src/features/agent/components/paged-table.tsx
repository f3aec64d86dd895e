import type { ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import '@/components/ui/data-table.css';

/** A report table in its scrolling box, with the pager below. */
export function PagedTable({
  page,
  totalPages,
  onPage,
  children,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="agent-table-box">{children}</div>
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </>
  );
}
