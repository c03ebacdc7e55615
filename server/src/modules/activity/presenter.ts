import type { ActivityKind } from '@baraat/shared/domain/desk-activity';
import { activitySummary } from '@baraat/shared/domain/desk-activity';
import type { DeskActivity } from '@baraat/shared/schemas/desk-activity';
import { presentDeskPerson } from '../../db/names';
import type { ActivityRow } from './repo';

/** A line of the desk's Activity (docs/product/accounts.md#the-activity-list). */
export function presentActivity(row: ActivityRow): DeskActivity {
  const kind = row.kind as ActivityKind;
  return {
    activity_id: row.id,
    who: { id: row.who_id, name: row.who_name },
    device: presentDeskPerson(row.device_id, row.device_name),
    kind,
    summary: activitySummary(kind, row.details),
    booking_id: row.booking_id,
    slot_id: row.slot_id,
    payment_id: row.payment_id,
    wedding_id: row.wedding_id,
    created_at: row.created_at,
  };
}
