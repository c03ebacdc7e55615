// Searching offline: the vendor cards seen before, filtered, ordered and paged as the server
// does, its text read by the same shared module (docs/product/discovery.md#how-search-reads-words):
// a city named in the text filters like the city filter, filler words go, a word of the
// vocabulary finds vendors of its types, and by relevance a name match comes before a match
// of the type, then featured, rating, reviews.
import {
  correctedTerms,
  type MatchTier,
  matchTier,
  parseSearch,
  type SearchableVendor,
  type SearchTerm,
  searchWords,
  vocabularyTerms,
} from '@baraat/shared/domain/search-text';
import type { ListingCard, SearchResponse, SearchSort } from '@baraat/shared/schemas/listings';
import { database, keepCopy } from '@/lib/db';

export interface OfflineQuery {
  type?: string | undefined;
  city?: string | undefined;
  text?: string | undefined;
  sort?: SearchSort | undefined;
  skip: number;
  limit: number;
}

export function saveCards(cards: ListingCard[]): Promise<void> {
  const now = Date.now();
  return keepCopy((db) =>
    db.vendorCards.bulkPut(cards.map((card) => ({ ...card, saved_at: now }))),
  );
}

/** A type or city filter names it by name or by id, as the server reads them. */
const names = (wanted: string, name: string, id: number) =>
  wanted.toLowerCase() === name.toLowerCase() || wanted === String(id);

/** What the device knows of a card to match it as the server matches a vendor. */
function searchable(card: ListingCard): SearchableVendor {
  return {
    name: card.business_name,
    typeId: card.business_type_id,
    // Its type's name and the words of what it offers, as the server's index holds them; a copy
    // saved before cards carried those words has its type's name alone.
    offers: [card.business_type, ...(card.offer_words ?? [])].join(' '),
    other: `${card.business_city} ${card.address} ${card.bio}`,
  };
}

interface Found {
  card: ListingCard;
  tier: MatchTier;
}

function matching(cards: ListingCard[], terms: SearchTerm[]): Found[] {
  return cards.flatMap((card) => {
    const tier = terms.length > 0 ? matchTier(searchable(card), terms) : 0;
    return tier === undefined ? [] : [{ card, tier }];
  });
}

/** The saved cards the query finds, each with the tier it matched at. */
export function findOffline(saved: ListingCard[], query: OfflineQuery): Found[] {
  const { terms, cityId } = query.text ? parseSearch(query.text) : { terms: [] };
  const filtered = saved.filter(
    (card) =>
      (!query.type || names(query.type, card.business_type, card.business_type_id)) &&
      (query.city
        ? names(query.city, card.business_city, card.city_id)
        : cityId === undefined || card.city_id === cityId),
  );
  const found = matching(filtered, terms);
  if (found.length > 0 || terms.length === 0) return found;
  // As the server: the look-alikes of the words (of the saved names and types), then the
  // words of the vocabulary alone.
  const words = new Set(saved.flatMap((c) => searchWords(`${c.business_name} ${c.business_type}`)));
  const retried = correctedTerms(terms, () => words);
  const again = retried ? matching(filtered, retried) : found;
  const known = vocabularyTerms(terms);
  return again.length === 0 && known ? matching(filtered, known) : again;
}

/** The server's order for sort=relevance after the tier; other sorts keep it without the tier. */
const byStanding = (a: ListingCard, b: ListingCard) =>
  Number(b.is_featured) - Number(a.is_featured) ||
  b.rating - a.rating ||
  b.review_count - a.review_count ||
  a.business_id - b.business_id;

export async function searchOffline(query: OfflineQuery): Promise<SearchResponse> {
  const db = await database();
  const found = findOffline(await db.vendorCards.toArray(), query);
  const byTier = (query.sort ?? 'relevance') === 'relevance';
  const cards = found
    .sort((a, b) => (byTier ? a.tier - b.tier : 0) || byStanding(a.card, b.card))
    .map((f) => f.card);
  return {
    businesses: cards.slice(query.skip, query.skip + query.limit),
    total_count: cards.length,
    current_page: Math.floor(query.skip / query.limit) + 1,
    total_pages: Math.ceil(cards.length / query.limit),
  };
}
