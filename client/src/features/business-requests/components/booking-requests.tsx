import { isHallBusiness, managementTile } from '@baraat/shared/domain/business-kind';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { ASSIGNMENT_COLUMNS } from '@/lib/resource-words';
import { useSessionStore } from '@/lib/session';
import { useBusinessRequests } from '../api/get-business-requests';
import { loadErrorText, type RequestTab, requestView, type SortKey } from '../request-view';
import { groupWeddings } from '../wedding-groups';
import { DeclineDialog } from './decline-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestsTable, type RowAction } from './requests-table';
import { RequestsToolbar } from './requests-toolbar';
import { ResourceDialog } from './resource-dialog';

const EMPTY: Record<RequestTab, MessageDescriptor> = {
  pending: msg`No pending requests.`,
  verified: msg`No verified bookings yet.`,
  declined: msg`No declined requests.`,
  past: msg`No past events.`,
};

/** Booking Requests (docs/product/requests.md#booking-requests-screen): the owner's requests, answered here. */
export function BookingRequests({ business }: { business: MyBusiness }) {
  const signedIn = useSessionStore((state) => state.session !== null);
  const [tab, setTab] = useState<RequestTab>('pending');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('date');
  const [ascending, setAscending] = useState(true);
  const [open, setOpen] = useState<{ action: RowAction; booking: OwnerBooking } | null>(null);
  // docs/product/requests.md#booking-requests-screen: refresh every 30 s "when nothing is loading or being acted on".
  const mutating = useIsMutating();
  const idle = open === null && mutating === 0;
  const upcoming = useBusinessRequests(false, idle);
  const past = useBusinessRequests(true, idle);

  const typeName = business.business_type.business_type_name;
  const isHall = isHallBusiness(typeName, business.business_name);
  const tile = managementTile(isHall ? 'hall' : typeName);
  const { t, i18n } = useLingui();
  const assignmentColumn = i18n._(ASSIGNMENT_COLUMNS[tile.assignmentColumn]);
  const { rows, counts } = requestView(upcoming.data ?? [], past.data ?? [], {
    tab,
    search,
    sort,
    ascending,
  });
  const header = (status: 'pending' | 'verified' | 'declined') =>
    (upcoming.data ?? []).filter((b) =>
      status === 'verified' ? b.is_verified : b.status === status,
    ).length;
  const failed = upcoming.error ?? past.error;
  const pending = header('pending');
  const verified = header('verified');
  const declined = header('declined');
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="requests-title" className="booking-requests">
      <h2 id="requests-title">
        <Trans>Booking Requests</Trans>
      </h2>
      <ul className="stat-grid" aria-label={t`Request counts`}>
        <li>
          <Trans>
            <strong>{pending}</strong> Pending
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{verified}</strong> Verified
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{declined}</strong> Declined
          </Trans>
        </li>
      </ul>
      <RequestsToolbar
        tab={tab}
        counts={counts}
        search={search}
        sort={sort}
        ascending={ascending}
        assignmentColumn={assignmentColumn}
        onTab={setTab}
        onSearch={setSearch}
        onSort={setSort}
        onToggleOrder={() => setAscending((value) => !value)}
      />
      {failed && (
        <RetryAlert
          onRetry={() => {
            void upcoming.refetch();
            void past.refetch();
          }}
        >
          {loadErrorText(failed, signedIn)}
        </RetryAlert>
      )}
      {!failed && (upcoming.isPending || past.isPending) && <Spinner />}
      {upcoming.data && past.data && rows.length === 0 && (
        <Alert tone="info">{i18n._(EMPTY[tab])}</Alert>
      )}
      {rows.length > 0 && (
        <RequestsTable
          rows={groupWeddings(rows)}
          tab={tab}
          assignmentColumn={assignmentColumn}
          onAction={(action, booking) => setOpen({ action, booking })}
        />
      )}
      {(open?.action === 'accept' || open?.action === 'assign') && (
        <ResourceDialog
          booking={open.booking}
          mode={open.action}
          isHall={isHall}
          resourceNoun={tile.resource}
          onClose={close}
        />
      )}
      {open?.action === 'decline' && <DeclineDialog booking={open.booking} onClose={close} />}
      {open?.action === 'details' && (
        <RequestDetailsDialog
          booking={open.booking}
          assignmentLabel={assignmentColumn}
          onAssign={() => setOpen({ action: 'assign', booking: open.booking })}
          onClose={close}
        />
      )}
    </section>
  );
}
