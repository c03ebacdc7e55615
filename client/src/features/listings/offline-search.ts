// Searching offline: the vendor cards seen before, filtered like the server would (type,
// city, words as prefixes) and paged the same way.
import type { ListingCard, SearchResponse } from '@baraat/shared/schemas/listings';
import { database, keepCopy } from '@/lib/db';

export interface OfflineQuery {
  type?: string | undefined;
  city?: string | undefined;
  text?: string | undefined;
  skip: number;
  limit: number;
}

export function saveCards(cards: ListingCard[]): Promise<void> {
  const now = Date.now();
  return keepCopy((db) =>
    db.vendorCards.bulkPut(cards.map((card) => ({ ...card, saved_at: now }))),
  );
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

export function matchesOffline(card: ListingCard, query: OfflineQuery): boolean {
  if (query.type && card.business_type.toLowerCase() !== query.type.toLowerCase()) return false;
  if (query.city && card.business_city.toLowerCase() !== query.city.toLowerCase()) return false;
  if (!query.text) return true;
  const haystack = words(
    `${card.business_name} ${card.business_type} ${card.business_city} ${card.address} ${card.bio}`,
  );
  return words(query.text).every((term) => haystack.some((word) => word.startsWith(term)));
}

export async function searchOffline(query: OfflineQuery): Promise<SearchResponse> {
  const db = await database();
  const cards = (await db.vendorCards.toArray()).filter((card) => matchesOffline(card, query));
  cards.sort(
    (a, b) =>
      Number(b.is_featured) - Number(a.is_featured) ||
      b.rating - a.rating ||
      a.business_id - b.business_id,
  );
  return {
    businesses: cards.slice(query.skip, query.skip + query.limit),
    total_count: cards.length,
    current_page: Math.floor(query.skip / query.limit) + 1,
    total_pages: Math.ceil(cards.length / query.limit),
  };
}
