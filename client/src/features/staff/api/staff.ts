// The desk's staff (docs/product/accounts.md#staff-and-roles): the list every desk role reads,
// and the owner's adding, changing and removing (docs/product/business-desk.md#staff).
import type { CreateStaffInput, StaffMember, UpdateStaffInput } from '@baraat/shared/schemas/staff';
import { staffKey, useDeskStaff } from '@/lib/desk-staff';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';

/** The members in the order they were added, the list every desk screen reads. */
export const useStaff = useDeskStaff;

/** POST /business/staff. */
export const useAddStaff = (businessId: number) =>
  useWrite(
    (input: CreateStaffInput) =>
      call(() => api.post('business/staff', { json: input }).json<StaffMember>()),
    [staffKey(businessId)],
  );

/** PATCH /business/staff/{id}. */
export const useUpdateStaff = (businessId: number) =>
  useWrite(
    ({ id, input }: { id: number; input: UpdateStaffInput }) =>
      call(() => api.patch(`business/staff/${id}`, { json: input }).json<StaffMember>()),
    [staffKey(businessId)],
  );

/** DELETE /business/staff/{id}: their sessions end at once. */
export const useRemoveStaff = (businessId: number) =>
  useWrite(
    async (id: number) => {
      await call(() => api.delete(`business/staff/${id}`));
    },
    [staffKey(businessId)],
  );
