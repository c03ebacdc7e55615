// Lists are asked for by skip and limit (or page, see pageFields) and answer in pages.

/** The paging fields of a list answer: 1-based current page, pages of `limit` in `total`. */
export function pageInfo(total: number, skip: number, limit: number) {
  return {
    total_count: total,
    current_page: Math.floor(skip / limit) + 1,
    total_pages: Math.ceil(total / limit),
  };
}
