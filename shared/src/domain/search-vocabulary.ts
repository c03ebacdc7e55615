// The words of a Pakistani wedding and the vendors they mean (docs/product/discovery.md#the-words-search-knows).
// Each concept lists the words people type for it, in Roman Urdu, English and Urdu script, a
// phrase as its words with a space, and the business types (ids of BUSINESS_TYPES) it finds. A
// word need not list its other spellings: they fold to the same key (search-keys.ts).

/** Business type ids, by the name the vocabulary calls them. */
const VENUES = 1;
const PHOTOGRAPHERS = 2;
const CAR_RENTAL = 3;
const JEWELLERS = 4;
const CATERERS = 5;
const MUSIC = 6;
const DESIGNERS = 7;
const SALONS = 8;
const CAKES = 9;
const PLANNERS = 10;
const DECORATORS = 11;
const BOUTIQUES = 12;
const BRIDAL_WEAR = 13;
const PRINTING = 14;

export interface SearchConcept {
  /** The words and phrases that mean it. */
  words: readonly string[];
  /** The business types it finds. */
  types: readonly number[];
  /**
   * A function of the wedding (shadi, mehndi, walima…): beside a word for a kind of vendor it
   * only says what the vendor is for, so "walima catering" finds caterers.
   */
  occasion?: true;
}

export const SEARCH_CONCEPTS: readonly SearchConcept[] = [
  // The functions of a wedding.
  {
    words: ['shadi', 'wedding', 'marriage', 'biyah', 'shaadi', 'شادی', 'بیاہ'],
    types: [VENUES],
    occasion: true,
  },
  { words: ['barat', 'baraat', 'بارات'], types: [VENUES], occasion: true },
  { words: ['walima', 'valima', 'ولیمہ'], types: [VENUES], occasion: true },
  { words: ['nikah', 'nikkah', 'نکاح'], types: [VENUES, BRIDAL_WEAR], occasion: true },
  { words: ['rukhsati', 'رخصتی'], types: [VENUES], occasion: true },
  {
    words: ['mehndi', 'mehendi', 'mehandi', 'مہندی'],
    types: [VENUES, DECORATORS, SALONS, MUSIC, JEWELLERS, BOUTIQUES],
    occasion: true,
  },
  {
    words: ['mayun', 'mayoun', 'ubtan', 'مایوں', 'ابٹن'],
    types: [VENUES, DECORATORS, SALONS],
    occasion: true,
  },
  { words: ['dholki', 'ڈھولکی'], types: [MUSIC], occasion: true },
  // Kinds of vendor.
  {
    words: [
      'marquee',
      'shadi hall',
      'wedding hall',
      'marriage hall',
      'banquet',
      'lawn',
      'hall',
      'venue',
      'marquee hall',
      'شادی ہال',
      'ہال',
      'مارکی',
      'بینکوئٹ',
      'لان',
    ],
    types: [VENUES],
  },
  {
    words: [
      'caterer',
      'catering',
      'caterers',
      'khana',
      'dawat',
      'biryani',
      'food',
      'menu',
      'کیٹرنگ',
      'کیٹرر',
      'کیٹررز',
      'کھانا',
      'دعوت',
      'بریانی',
    ],
    types: [CATERERS],
  },
  {
    words: [
      'photographer',
      'photography',
      'photo',
      'photos',
      'videographer',
      'videography',
      'video',
      'movie',
      'camera',
      'فوٹوگرافر',
      'فوٹو گرافر',
      'فوٹوگرافی',
      'فوٹو',
      'ویڈیو',
      'مووی',
    ],
    types: [PHOTOGRAPHERS],
  },
  {
    words: [
      'decor',
      'decoration',
      'decorator',
      'decorators',
      'stage',
      'sajawat',
      'phool',
      'flowers',
      'flower',
      'floral',
      'lighting',
      'سجاوٹ',
      'ڈیکور',
      'ڈیکوریشن',
      'پھول',
      'اسٹیج',
    ],
    types: [DECORATORS],
  },
  {
    words: [
      'dulhan',
      'bridal makeup',
      'makeup',
      'make up',
      'parlour',
      'parlor',
      'salon',
      'beauty',
      'henna',
      'mehndi artist',
      'mehndi lagana',
      'دلہن',
      'میک اپ',
      'پارلر',
      'سیلون',
      'بیوٹی پارلر',
    ],
    types: [SALONS],
  },
  // Bridal beside a kind of vendor says what it is for: "bridal car", "bridal jewellery".
  { words: ['bridal', 'bride'], types: [SALONS, BRIDAL_WEAR], occasion: true },
  {
    words: [
      'car',
      'cars',
      'gari',
      'gaari',
      'gaadi',
      'gadi',
      'rent a car',
      'rent-a-car',
      'transport',
      'limousine',
      'گاڑی',
      'کار',
    ],
    types: [CAR_RENTAL],
  },
  { words: ['doli', 'ڈولی'], types: [CAR_RENTAL, DECORATORS] },
  {
    words: [
      'dhol',
      'band',
      'dj',
      'music',
      'qawwali',
      'singer',
      'sound',
      'ڈھول',
      'بینڈ',
      'ڈی جے',
      'قوالی',
      'موسیقی',
    ],
    types: [MUSIC],
  },
  {
    words: [
      'jewellery',
      'jewelry',
      'jeweller',
      'jewellers',
      'jeweler',
      'zevar',
      'zewar',
      'gold',
      'kundan',
      'زیور',
      'زیورات',
      'جیولری',
      'جیولرز',
    ],
    types: [JEWELLERS],
  },
  {
    words: [
      'lehenga',
      'lehnga',
      'sherwani',
      'bridal dress',
      'bridal wear',
      'gharara',
      'jora',
      'joda',
      'لہنگا',
      'جوڑا',
      'دلہن کا جوڑا',
      'شیروانی',
      'عروسی لباس',
      'غرارہ',
    ],
    types: [BRIDAL_WEAR, BOUTIQUES, DESIGNERS],
  },
  { words: ['boutique', 'clothes', 'dress', 'kapray', 'بوتیک', 'کپڑے'], types: [BOUTIQUES] },
  { words: ['designer', 'ڈیزائنر'], types: [DESIGNERS] },
  {
    words: [
      'invitation card',
      'shadi card',
      'wedding card',
      'card',
      'cards',
      'printing',
      'invitation',
      'شادی کارڈ',
      'کارڈ',
      'دعوت نامہ',
    ],
    types: [PRINTING],
  },
  { words: ['cake', 'cakes', 'mithai', 'bakery', 'کیک', 'مٹھائی'], types: [CAKES] },
  {
    words: [
      'planner',
      'planners',
      'planning',
      'organiser',
      'organizer',
      'event planner',
      'wedding planner',
      'پلانر',
      'ویڈنگ پلانر',
      'ایونٹ پلانر',
    ],
    types: [PLANNERS],
  },
];

/** Words that say nothing of the vendor: ignored in a search. */
export const FILLER_WORDS: readonly string[] = [
  'ke',
  'ki',
  'ka',
  'ko',
  'kay',
  'liye',
  'liay',
  'lye',
  'wala',
  'wali',
  'waley',
  'wale',
  'aur',
  'for',
  'in',
  'near',
  'best',
  'top',
  'good',
  'cheap',
  'the',
  'a',
  'an',
  'and',
  'of',
  'me',
  'mein',
  'main',
  'se',
  'services',
  'service',
  'کے',
  'کی',
  'کا',
  'کو',
  'لیے',
  'لئے',
  'والا',
  'والی',
  'والے',
  'اور',
  'میں',
  'سے',
  'بہترین',
];

/** What people call each city (ids of CITIES), in Roman and Urdu script. */
export const CITY_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['karachi', 'khi', 'کراچی'],
  2: ['lahore', 'lahor', 'lhr', 'لاہور'],
  3: ['islamabad', 'isb', 'isl', 'اسلام آباد', 'اسلام اباد'],
  4: ['rawalpindi', 'pindi', 'rwp', 'راولپنڈی', 'پنڈی'],
  5: ['faisalabad', 'fsd', 'lyallpur', 'فیصل آباد', 'فیصل اباد'],
  6: ['multan', 'ملتان'],
  7: ['peshawar', 'pesh', 'پشاور'],
  8: ['quetta', 'کوئٹہ'],
};
