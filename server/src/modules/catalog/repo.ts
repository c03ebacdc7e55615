// The reference lists' SQL as steps of the engine-neutral layer (docs/architecture.md#10-two-engines).
import { all, type Step } from '../../db/engine';

export interface NamedRow {
  id: number;
  name: string;
}

export interface ServiceTypeRow extends NamedRow {
  business_type_id: number;
  description: string;
}

const SERVICE_TYPES = 'SELECT id, name, business_type_id, description FROM service_types';

export const catalogRepo = {
  cities: (): Step<NamedRow[]> => all<NamedRow>('SELECT id, name FROM cities ORDER BY id'),
  businessTypes: (): Step<NamedRow[]> =>
    all<NamedRow>('SELECT id, name FROM business_types ORDER BY id'),
  eventTypes: (): Step<NamedRow[]> => all<NamedRow>('SELECT id, name FROM event_types ORDER BY id'),
  /** Every service type, or those of one business type. */
  serviceTypes: (businessTypeId?: number): Step<ServiceTypeRow[]> =>
    businessTypeId === undefined
      ? all<ServiceTypeRow>(`${SERVICE_TYPES} ORDER BY id`)
      : all<ServiceTypeRow>(
          `${SERVICE_TYPES} WHERE business_type_id = @businessTypeId ORDER BY id`,
          {
            businessTypeId,
          },
        ),
};
