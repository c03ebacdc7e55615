// A slot as the calendar keeps it, for this feature's tests.
import type { OwnerSlot } from '@baraat/shared/schemas/slots';

export const testSlot = (id: number, extra: Partial<OwnerSlot> = {}): OwnerSlot => ({
  slot_id: id,
  date: '2026-12-05',
  start_time: '18:00',
  end_time: '22:00',
  slot_name: '18:00 - 22:00',
  description: '',
  is_available: true,
  is_reserved: false,
  is_blocked: false,
  worker_id: null,
  worker_name: null,
  user_business_mapping_id: 1,
  modified_at: '',
  ...extra,
});
