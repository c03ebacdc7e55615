// GET /api/packages/search: real packages for the comparison page (001 §2 "Package
// comparison", DESIGN.md §6), each with its vendor and the vendor's availability.
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  AVAILABILITY_WINDOW_DAYS,
  LIMITED_AVAILABILITY_MAX,
  type PackageAvailability,
  type PackageCard,
  type PackageSearchResponse,
  packageSearchQuerySchema,
} from '@baraat/shared/schemas/packages';
import Router from '@koa/router';
import type { AppDeps, AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import { resolveCatalogId } from '../catalog/resolve';
import { presentPackage } from '../listings/presenter';
import { createPackagesRepo, type OpenSlotsRow, type PackageCardRow } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** No open slot in the window: unavailable; a few: limited; more: available. */
function availabilityOf(openSlots: number): PackageAvailability {
  if (openSlots === 0) return 'unavailable';
  return openSlots <= LIMITED_AVAILABILITY_MAX ? 'limited' : 'available';
}

function presentCard(
  row: PackageCardRow,
  slots: OpenSlotsRow | undefined,
  today: string,
): PackageCard {
  return {
    ...presentPackage(row),
    business_name: row.business_name,
    business_slug: row.business_slug || `business-${row.business_id}`,
    business_city: row.business_city,
    business_rating: row.business_rating,
    business_phone: row.business_phone,
    category: row.category,
    availability_status: availabilityOf(slots?.open_slots ?? 0),
    advance_booking_days: slots?.first_open
      ? Math.round((Date.parse(slots.first_open) - Date.parse(today)) / DAY_MS)
      : null,
  };
}

export function packageRoutes({ db }: AppDeps) {
  const packages = createPackagesRepo(db);
  const router = new Router<AppState>();

  router.get('/packages/search', (ctx) => {
    const query = parseInput(packageSearchQuerySchema, ctx.query, 'query');
    const filters = {
      typeId: resolveCatalogId(BUSINESS_TYPES, query.category, 'category', 'business type'),
      cityId: resolveCatalogId(CITIES, query.city, 'city', 'city'),
      minPrice: query.min_price,
      maxPrice: query.max_price,
      minRating: query.min_rating,
      minGuests: query.max_guests,
    };
    const { ids, total } = packages.search(filters, query.sort, query.skip, query.limit);
    const rows = packages.cards(ids);
    const today = todayInPakistan();
    const slots = packages.openSlots(
      [...new Set(rows.map((row) => row.business_id))],
      today,
      addDays(today, AVAILABILITY_WINDOW_DAYS),
    );
    const body: PackageSearchResponse = {
      packages: rows.map((row) => presentCard(row, slots.get(row.business_id), today)),
      total_count: total,
      current_page: Math.floor(query.skip / query.limit) + 1,
      total_pages: Math.ceil(total / query.limit),
    };
    ctx.body = body;
  });

  return router;
}
