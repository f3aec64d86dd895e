/** The console's page size: every paged console list asks for this many rows (`pageSize`). */
export const CONSOLE_PAGE_SIZE = 20;

/** `?p=` as a page number from 1 (anything else is the first page). */
export const pageNoOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/** A paged answer (`{list, pageNum, totalPages, total}`) as the pager's props, on the page the list asked for. */
export const pagerOf = (pageNo: number, page: { totalPages: number } | undefined, onPage: (page: number) => void) => ({
  page: pageNo,
  totalPages: page?.totalPages ?? 1,
  onPage,
});
