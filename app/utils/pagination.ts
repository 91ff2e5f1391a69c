/** Gallery page size (spec §9). */
export const GALLERY_PAGE_SIZE = 9;
/** At most this many numbered page links are shown (spec §9). */
export const MAX_PAGE_LINKS = 5;

export interface PageInfo {
  /** Current page, 1-based, clamped to the pages that exist. */
  page: number;
  pages: number;
  /** 1-based index of the first and last item on the page (0 and 0 when there are none). */
  from: number;
  to: number;
  total: number;
  offset: number;
  size: number;
}

/** A page number from a query-string value: a whole number ≥ 1, anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageInfo(total: number, requestedPage: number, size: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const offset = (page - 1) * size;
  return {
    page,
    pages,
    from: total === 0 ? 0 : offset + 1,
    to: Math.min(offset + size, total),
    total,
    offset,
    size,
  };
}

/** The numbered pages to link: a window of at most `max` pages around the current one. */
export function pageWindow(page: number, pages: number, max: number = MAX_PAGE_LINKS): number[] {
  const count = Math.min(max, pages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
