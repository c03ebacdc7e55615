// A business's services as steps of the engine-neutral layer (docs/architecture.md#10-two-engines).
import { all, get, run, type Step } from '../../db/engine';

export interface BusinessServiceRow {
  id: number;
  business_id: number;
  service_type_id: number;
  service_type_name: string;
  description: string;
}

const SELECT = `SELECT s.id, s.business_id, s.service_type_id, st.name AS service_type_name,
    st.description
  FROM business_services s JOIN service_types st ON st.id = s.service_type_id`;

export const servicesRepo = {
  list: (businessId: number): Step<BusinessServiceRow[]> =>
    all<BusinessServiceRow>(`${SELECT} WHERE s.business_id = @businessId ORDER BY st.name`, {
      businessId,
    }),
  find: (id: number): Step<BusinessServiceRow | undefined> =>
    get<BusinessServiceRow>(`${SELECT} WHERE s.id = @id`, { id }),
  findByType: (businessId: number, serviceTypeId: number): Step<BusinessServiceRow | undefined> =>
    get<BusinessServiceRow>(
      `${SELECT} WHERE s.business_id = @businessId AND s.service_type_id = @serviceTypeId`,
      { businessId, serviceTypeId },
    ),
  /** True when the row was added, false when the business had it already: the unique
   * (business, type) pair makes a repeated add a no-op. */
  *insert(businessId: number, serviceTypeId: number, now: string): Step<boolean> {
    const changed = yield* run(
      `INSERT INTO business_services (business_id, service_type_id, created_at)
       VALUES (@businessId, @serviceTypeId, @now) ON CONFLICT DO NOTHING`,
      { businessId, serviceTypeId, now },
    );
    return changed === 1;
  },
  remove: (id: number): Step<number> => run('DELETE FROM business_services WHERE id = @id', { id }),
};
