import type { DeskActivity } from '@baraat/shared/schemas/desk-activity';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** Who the list keeps (one person, or everyone) and which day (or every day). */
export interface ActivityFilter {
  userId: number | null;
  date: string | null;
}

export const ACTIVITY_PAGE = 50;

/** GET /business/activity (docs/product/accounts.md#the-activity-list): a page, newest first. */
export function getActivity(filter: ActivityFilter, skip: number): Promise<DeskActivity[]> {
  const searchParams: Record<string, string | number> = { skip, limit: ACTIVITY_PAGE };
  if (filter.userId !== null) searchParams.user_id = filter.userId;
  if (filter.date) searchParams.date = filter.date;
  return call(() => api.get('business/activity', { searchParams }).json<DeskActivity[]>());
}

export const activityKey = (filter: ActivityFilter) =>
  ['desk-activity', filter.userId, filter.date] as const;

/** The pages asked for so far; a full page may have more after it. */
export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: activityKey(filter),
    queryFn: ({ pageParam }) => getActivity(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === ACTIVITY_PAGE ? pages.length * ACTIVITY_PAGE : undefined,
  });
}
