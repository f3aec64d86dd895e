/** Announcement and notice lists show 9 titles per page (spec §2, §9). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

export const pageCount = (total: number, size = ANNOUNCEMENT_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The 1-based page that holds item `index`. */
export const pageOf = (index: number, size = ANNOUNCEMENT_PAGE_SIZE) => Math.floor(Math.max(0, index) / size) + 1;

/** The items of 1-based `page`, clamped to the pages there are. */
export function pageItems<T>(items: readonly T[], page: number, size = ANNOUNCEMENT_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}
