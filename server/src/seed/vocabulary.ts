// Words the demo generator builds vendors from: names, packages, features, reviews and areas.
// Keys are business type ids (docs/product/accounts.md#what-an-account-holds).

interface TypeVocabulary {
  names: string[];
  suffixes: string[];
  packages: string[];
  features: string[];
  priceRange: [number, number];
  bio: string;
}

const PERSON_NAMES = [
  'Ayesha',
  'Bilal',
  'Fatima',
  'Hamza',
  'Zainab',
  'Usman',
  'Maryam',
  'Ali',
  'Hira',
  'Omar',
  'Sana',
  'Imran',
  'Rabia',
  'Faisal',
  'Nida',
  'Kamran',
  'Saba',
  'Tariq',
  'Mahnoor',
  'Adeel',
];

export const FAMILY_NAMES = [
  'Khan',
  'Ahmed',
  'Malik',
  'Qureshi',
  'Butt',
  'Sheikh',
  'Chaudhry',
  'Raza',
  'Siddiqui',
  'Mirza',
];

const PLACE_WORDS = [
  'Shalimar',
  'Royal',
  'Noor',
  'Gulshan',
  'Crystal',
  'Mehran',
  'Pearl',
  'Falak',
  'Sitara',
  'Taj',
  'Kohinoor',
  'Chandni',
  'Rangeela',
  'Jasmine',
  'Emerald',
  'Heritage',
  'Grand',
  'Mughal',
  'Sapphire',
  'Nishat',
  'Dilkash',
  'Sunehri',
  'Baharan',
  'Zaiqa',
  'Rimjhim',
];

export const VOCABULARY: Record<number, TypeVocabulary> = {
  1: {
    names: PLACE_WORDS,
    suffixes: ['Marquee', 'Banquet Hall', 'Marquee & Lawn', 'Event Complex', 'Banquet'],
    packages: [
      'Mehndi Night',
      'Baraat Package',
      'Walima Package',
      'Full Wedding Package',
      'Lawn Package',
    ],
    features: [
      'Air conditioning',
      'Valet parking',
      'Bridal room',
      'Stage decor',
      'Generator backup',
      'In-house catering',
      'Sound system',
      'Separate family hall',
      'Fireworks area',
      'Prayer area',
    ],
    priceRange: [150_000, 1_500_000],
    bio: 'An event venue for mehndi, baraat and walima with seating for large families.',
  },
  2: {
    names: [...PERSON_NAMES, ...PLACE_WORDS],
    suffixes: ['Photography', 'Studio', 'Clicks', 'Films', 'Lens Works'],
    packages: ['Event Coverage', 'Pre-wedding Shoot', 'Full Wedding Story', 'Album Package'],
    features: [
      'Two photographers',
      'Cinematic highlight film',
      'Drone shots',
      'Printed album',
      'Same-day edits',
      'Online gallery',
      'Couple shoot',
      'Raw photos',
    ],
    priceRange: [40_000, 450_000],
    bio: 'Wedding photographers capturing candid moments and portraits across Pakistan.',
  },
  3: {
    names: PLACE_WORDS,
    suffixes: ['Rent A Car', 'Wedding Cars', 'Transport', 'Limousines'],
    packages: ['Bridal Car', 'Guest Coasters', 'Baraat Convoy', 'Airport Pick-up'],
    features: [
      'Decorated bridal car',
      'Uniformed chauffeur',
      'Fuel included',
      'Flower decoration',
      'Luxury sedans',
      'Air-conditioned coasters',
    ],
    priceRange: [15_000, 250_000],
    bio: 'Decorated bridal cars and guest transport with experienced chauffeurs.',
  },
  4: {
    names: PLACE_WORDS,
    suffixes: ['Jewellers', 'Jewelry', 'Gold House', 'Kundan Studio'],
    packages: ['Bridal Set', 'Rental Set', 'Mehndi Jewelry', 'Custom Design'],
    features: [
      '22k gold',
      'Kundan work',
      'Polki stones',
      'Free fitting',
      'Rental option',
      'Certificate of purity',
    ],
    priceRange: [50_000, 2_000_000],
    bio: 'Bridal jewellery in gold and kundan, to buy or to rent for the big day.',
  },
  5: {
    names: PLACE_WORDS,
    suffixes: ['Caterers', 'Catering', 'Kitchen', 'Foods'],
    packages: ['Standard Menu', 'Premium Menu', 'Hi-Tea', 'BBQ Night'],
    features: [
      'Live BBQ',
      'Biryani station',
      'Dessert table',
      'Uniformed waiters',
      'Crockery',
      'Tasting session',
      'Chinese corner',
    ],
    priceRange: [80_000, 1_200_000],
    bio: 'Catering for weddings and family events, from biryani to live BBQ stations.',
  },
  6: {
    names: [...PERSON_NAMES, ...PLACE_WORDS],
    suffixes: ['Sound', 'DJ Services', 'Music', 'Beats'],
    packages: ['DJ Night', 'Dholki Night', 'Live Band', 'Full Sound Setup'],
    features: [
      'Professional DJ',
      'Dhol players',
      'Lighting rig',
      'Smoke machine',
      'Wireless mics',
      'Live singer',
    ],
    priceRange: [25_000, 300_000],
    bio: 'DJs, dhol and live music to keep mehndi and dholki nights going.',
  },
  7: {
    names: PERSON_NAMES,
    suffixes: ['Couture', 'Designs', 'Atelier', 'Interiors'],
    packages: ['Bridal Outfit', 'Groom Sherwani', 'Family Outfits', 'Home Styling'],
    features: [
      'Custom measurements',
      'Hand embroidery',
      'Two fittings',
      'Dupatta work',
      'Fabric sourcing',
    ],
    priceRange: [60_000, 900_000],
    bio: 'Designers of bridal wear, sherwanis and festive interiors.',
  },
  8: {
    names: PERSON_NAMES,
    suffixes: ['Salon', 'Beauty Studio', 'Makeover', 'Glam Lounge'],
    packages: ['Bridal Makeup', 'Mehndi Makeup', 'Party Makeup', 'Groom Grooming'],
    features: [
      'HD makeup',
      'Hair styling',
      'Dupatta setting',
      'Trial session',
      'Nail art',
      'Home service',
    ],
    priceRange: [15_000, 180_000],
    bio: 'Bridal and party makeup by experienced artists, with trial sessions.',
  },
  9: {
    names: [...PERSON_NAMES, ...PLACE_WORDS],
    suffixes: ['Cakes', 'Bakery', 'Sweets', 'Patisserie'],
    packages: ['Two-tier Cake', 'Three-tier Cake', 'Dessert Table', 'Mithai Boxes'],
    features: ['Custom flavours', 'Fondant design', 'Delivery', 'Tasting', 'Eggless option'],
    priceRange: [8_000, 150_000],
    bio: 'Wedding cakes, dessert tables and mithai boxes made to order.',
  },
  10: {
    names: PLACE_WORDS,
    suffixes: ['Events', 'Wedding Planners', 'Occasions', 'Celebrations'],
    packages: ['Day Coordination', 'Partial Planning', 'Full Planning', 'Destination Wedding'],
    features: [
      'Vendor coordination',
      'Budget planning',
      'Guest management',
      'Theme design',
      'On-day team',
    ],
    priceRange: [100_000, 1_500_000],
    bio: 'Planners who handle vendors, budgets and the day itself.',
  },
  11: {
    names: PLACE_WORDS,
    suffixes: ['Decorators', 'Decor', 'Florals & Decor', 'Event Styling'],
    packages: ['Mehndi Decor', 'Stage Decor', 'Full Venue Decor', 'Floral Entrance'],
    features: [
      'Fresh flowers',
      'Fairy lights',
      'Themed stage',
      'Entrance arch',
      'Table centrepieces',
    ],
    priceRange: [50_000, 800_000],
    bio: 'Stage, floral and lighting decor for every wedding function.',
  },
  12: {
    names: PERSON_NAMES,
    suffixes: ['Boutique', 'Clothing', 'Collection', 'Studio'],
    packages: ['Formal Wear', 'Family Set', 'Alterations Package', 'Mehndi Outfits'],
    features: ['Ready to wear', 'Custom sizes', 'Alterations', 'Matching family outfits'],
    priceRange: [20_000, 400_000],
    bio: 'Formal and festive wear for the bride, groom and family.',
  },
  13: {
    names: PERSON_NAMES,
    suffixes: ['Bridal', 'Bridals', 'Bridal House', 'Lehenga Studio'],
    packages: ['Bridal Lehenga', 'Walima Gown', 'Rental Lehenga', 'Nikkah Outfit'],
    features: ['Hand embroidery', 'Custom colours', 'Rental option', 'Three fittings', 'Dupatta'],
    priceRange: [80_000, 1_200_000],
    bio: 'Bridal lehengas, gowns and nikkah outfits, made to measure or to rent.',
  },
  14: {
    names: PLACE_WORDS,
    suffixes: ['Printers', 'Cards', 'Print House', 'Invitations'],
    packages: ['Wedding Cards', 'Digital Invites', 'Signage Package', 'Welcome Boards'],
    features: [
      'Foil printing',
      'Custom design',
      'Urdu and English text',
      'Envelopes',
      'Video invite',
    ],
    priceRange: [10_000, 200_000],
    bio: 'Printed and digital wedding invitations, signage and welcome boards.',
  },
};

export const AREAS: Record<number, string[]> = {
  1: [
    'Clifton',
    'DHA Phase 6',
    'Gulshan-e-Iqbal',
    'PECHS',
    'North Nazimabad',
    'Bahadurabad',
    'Saddar',
  ],
  2: [
    'Gulberg',
    'DHA Phase 5',
    'Johar Town',
    'Model Town',
    'Bahria Town',
    'Wapda Town',
    'Canal Road',
  ],
  3: ['F-7', 'F-10', 'G-11', 'E-11', 'DHA Phase 2', 'Bahria Enclave', 'Blue Area'],
  4: ['Saddar', 'Bahria Town Phase 7', 'Satellite Town', 'Chaklala Scheme 3', 'Westridge'],
  5: ['Madina Town', 'D Ground', 'Peoples Colony', 'Canal Road', 'Susan Road'],
  6: ['Gulgasht Colony', 'Bosan Road', 'Cantt', 'Shah Rukn-e-Alam', 'Wapda Town'],
  7: ['University Town', 'Hayatabad', 'Saddar', 'Ring Road', 'Gulbahar'],
  8: ['Jinnah Town', 'Samungli Road', 'Cantt', 'Airport Road', 'Satellite Town'],
};

export const REVIEWER_NAMES = PERSON_NAMES.flatMap((first) =>
  FAMILY_NAMES.slice(0, 4).map((last) => `${first} ${last}`),
);
export const OWNER_FIRST_NAMES = PERSON_NAMES;

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Everything was perfect, our families loved it.',
    'Very professional team, on time and well organised.',
    'Exceeded our expectations, highly recommended!',
  ],
  4: [
    'Great service overall, a few small delays.',
    'Good value for the price and friendly staff.',
    'We were happy with the result, would book again.',
  ],
  3: ['Decent, but communication could be better.', 'Average experience, okay for the price.'],
  2: ['Some things were not as promised.', 'Late on the day and hard to reach.'],
  1: ['Disappointing, would not book again.'],
};

export const PACKAGE_TIERS = ['Silver', 'Gold', 'Platinum', 'Diamond'];
