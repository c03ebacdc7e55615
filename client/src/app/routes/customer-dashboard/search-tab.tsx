import type { DashboardBusiness } from '@baraat/shared/schemas/businesses';
import { useFavoriteToggle } from '@/features/favorites/use-favorite-toggle';
import { BusinessSearch } from '@/features/search/components/business-search';

export interface SearchTabProps {
  /** The user chose Book on a result. */
  onBook: (business: DashboardBusiness) => void;
  /** A favourite was added or removed, so lists of favourites elsewhere may reload. */
  onFavoriteChanged?: () => void;
}

/** The dashboard's Search tab: the vendor search, with favourites saved from its hearts. */
export function SearchTab({ onBook, onFavoriteChanged }: SearchTabProps) {
  const favorites = useFavoriteToggle(onFavoriteChanged);
  return <BusinessSearch onBook={onBook} favorites={favorites} />;
}
