// The desk's read of its business, once the page has painted (app/reading-part.tsx). It shows
// nothing itself: the page (desk-page.tsx), painted before it came, shows what it reads, so
// the page and its tab strip stay the same elements from the first paint on.
import { useLayoutEffect } from 'react';
import { useMyBusiness } from '@/features/business/api/get-my-business';
import { useDeskUserId } from '@/lib/desk-role';
import type { DeskBusiness } from './desk-page';

export function DeskReads({ onRead }: { onRead: (business: DeskBusiness) => void }) {
  const { data, status, refetch } = useMyBusiness(useDeskUserId());
  // Before the browser paints: a business already read shows in the page's first paint.
  useLayoutEffect(() => onRead({ data, status, refetch }), [onRead, data, status, refetch]);
  return null;
}
