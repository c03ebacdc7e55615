// /business/home (docs/product/business-desk.md#the-desk-and-its-tabs): the desk, for its owner
// and its staff. The tab comes from ?tab= (home by default); the header links to the public
// profile and the edit form. Each tab loads when chosen; a role sees the tabs it may use, and a
// tab it may not, opened by its address, says so (docs/product/business-desk.md#what-each-role-sees).

import { useState } from 'react';
import { partLoader, ReadingPart } from '../reading-part';
import { type DeskBusiness, DeskPage } from './business-home/desk-page';
import { preloadTab, tabIn } from './business-home/tabs';

/** The tab the address names loads with the page (main.tsx, start.tsx), not once it shows. */
export const preloadParts = (search: string) => preloadTab(tabIn(new URLSearchParams(search)));

// The page paints with the business pending; its read comes after that paint and fills it.
const reads = partLoader(() =>
  import('./business-home/desk-reads').then((module) => module.DeskReads),
);

/** A navigation here waits for the read's code too (app/router.tsx). */
export const preloadReads = () => reads.preload();

/** Until the read has come, and while it is first made: no error yet, nothing to ask again. */
const PENDING: DeskBusiness = { data: undefined, status: 'pending', refetch: () => undefined };

export default function BusinessHomeRoute() {
  const [business, setBusiness] = useState(PENDING);
  return (
    <>
      <DeskPage business={business} />
      <ReadingPart part={reads} props={{ onRead: setBusiness }} fallback={null} />
    </>
  );
}
