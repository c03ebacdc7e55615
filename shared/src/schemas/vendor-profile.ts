// The public vendor profile as GET /api/listings/profile/{slug} answers it (001 §3).
export interface VendorPackage {
  package_id: number;
  package_name: string;
  description: string;
  price: number;
  duration_hours: number;
  max_guests: number;
  features: string[];
  is_popular: boolean;
}

export interface VendorSlot {
  slot_id: number;
  slot_name: string;
  date: string;
  start_time: string;
  end_time: string;
  is_available: boolean;
  is_reserved: boolean;
}

export interface VendorReview {
  review_id: number;
  reviewer_name: string;
  rating: number;
  comment: string;
  created_at: string;
}

export interface VendorMedia {
  media_id: number;
  media_link: string;
  media_type: string;
  title: string;
  description: string;
  is_thumbnail: boolean;
}

export interface RelatedVendor {
  business_id: number;
  business_name: string;
  slug: string;
  rating: number;
  review_count: number;
  address: string;
  city_name: string;
  business_type_name: string;
  min_price: number | null;
  thumbnail_url: string | null;
}

export interface VendorProfile {
  business_id: number;
  user_business_mapping_id: number;
  owner_user_id: number;
  business_name: string;
  slug: string;
  address: string;
  city_name: string;
  business_phone: string;
  business_email: string | null;
  website: string | null;
  facebook_page: string | null;
  instagram_page: string | null;
  bio: string;
  rating: number;
  review_count: number;
  max_capacity: number;
  no_of_packages: number;
  no_of_workers: number;
  business_type_name: string;
  business_type: { business_type_id: number; business_type_name: string };
  latitude: number | null;
  longitude: number | null;
  is_verified: boolean;
  has_online_booking: boolean;
  has_instant_booking: boolean;
  response_time: string;
  min_price: number | null;
  max_price: number | null;
  thumbnail_url: string | null;
  packages: VendorPackage[];
  services: {
    service_id: number;
    service_type: { service_type_name: string; description: string };
  }[];
  reviews: VendorReview[];
  rating_distribution: Record<string, number>;
  slots: VendorSlot[];
  relevant_vendors: RelatedVendor[];
  media: VendorMedia[];
}
