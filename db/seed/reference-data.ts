import type { TFeature } from '../../worker/schemas/subscription';
/** The creator database's vocabularies: the seed draws niches and languages from the app's own lists. */
export { LANGUAGES, NICHES } from '../../worker/schemas/vocabularies';

const CORE: TFeature[] = [
  'Campaign Creation',
  'Campaign Draft',
  'Creator Profile',
  'Customer Support',
  'Add to Campaign',
];
const STARTER: TFeature[] = [
  ...CORE,
  'Save Creators',
  'Search Filters',
  'Creator Proposal',
  'Content Management',
  'Profile Access',
];
const GROWTH: TFeature[] = [
  ...STARTER,
  'Campaign Metrics Report',
  'Creator Matches',
  'Creator Spend',
  'Campaign Check-ins',
  'User Seats',
];
const ENTERPRISE: TFeature[] = [...GROWTH, 'Account Manager', 'Managed Campaigns'];

export const PLANS = [
  {
    name: 'Free',
    membershipTier: 'free',
    priceCents: 0,
    priceYearlyCents: 0,
    platformFeeBps: 1500,
    seats: 1,
    allowedFeatures: ['Campaign Draft', 'Creator Profile', 'Customer Support'],
    sortOrder: 0,
  },
  {
    name: 'Starter',
    membershipTier: 'starter',
    priceCents: 29_900,
    priceYearlyCents: 299_000,
    platformFeeBps: 1000,
    seats: 2,
    allowedFeatures: STARTER,
    sortOrder: 1,
  },
  {
    name: 'Growth',
    membershipTier: 'growth',
    priceCents: 79_900,
    priceYearlyCents: 799_000,
    platformFeeBps: 800,
    seats: 5,
    allowedFeatures: GROWTH,
    sortOrder: 2,
  },
  {
    name: 'Enterprise',
    membershipTier: 'enterprise',
    priceCents: 249_900,
    priceYearlyCents: 2_499_000,
    platformFeeBps: 500,
    seats: 25,
    allowedFeatures: ENTERPRISE,
    sortOrder: 3,
  },
];

export const LOCATIONS: [city: string, region: string | null, country: string, code: string][] = [
  ['New York', 'New York', 'United States', 'US'],
  ['Los Angeles', 'California', 'United States', 'US'],
  ['San Francisco', 'California', 'United States', 'US'],
  ['Austin', 'Texas', 'United States', 'US'],
  ['Chicago', 'Illinois', 'United States', 'US'],
  ['Miami', 'Florida', 'United States', 'US'],
  ['Seattle', 'Washington', 'United States', 'US'],
  ['Denver', 'Colorado', 'United States', 'US'],
  ['Nashville', 'Tennessee', 'United States', 'US'],
  ['Toronto', 'Ontario', 'Canada', 'CA'],
  ['Vancouver', 'British Columbia', 'Canada', 'CA'],
  ['Mexico City', null, 'Mexico', 'MX'],
  ['São Paulo', null, 'Brazil', 'BR'],
  ['Buenos Aires', null, 'Argentina', 'AR'],
  ['London', 'England', 'United Kingdom', 'GB'],
  ['Manchester', 'England', 'United Kingdom', 'GB'],
  ['Dublin', null, 'Ireland', 'IE'],
  ['Paris', 'Île-de-France', 'France', 'FR'],
  ['Lyon', null, 'France', 'FR'],
  ['Berlin', null, 'Germany', 'DE'],
  ['Munich', 'Bavaria', 'Germany', 'DE'],
  ['Amsterdam', null, 'Netherlands', 'NL'],
  ['Madrid', null, 'Spain', 'ES'],
  ['Barcelona', 'Catalonia', 'Spain', 'ES'],
  ['Lisbon', null, 'Portugal', 'PT'],
  ['Milan', 'Lombardy', 'Italy', 'IT'],
  ['Rome', 'Lazio', 'Italy', 'IT'],
  ['Stockholm', null, 'Sweden', 'SE'],
  ['Copenhagen', null, 'Denmark', 'DK'],
  ['Warsaw', null, 'Poland', 'PL'],
  ['Dubai', null, 'United Arab Emirates', 'AE'],
  ['Mumbai', 'Maharashtra', 'India', 'IN'],
  ['Bangalore', 'Karnataka', 'India', 'IN'],
  ['Singapore', null, 'Singapore', 'SG'],
  ['Tokyo', null, 'Japan', 'JP'],
  ['Seoul', null, 'South Korea', 'KR'],
  ['Sydney', 'New South Wales', 'Australia', 'AU'],
  ['Melbourne', 'Victoria', 'Australia', 'AU'],
  ['Auckland', null, 'New Zealand', 'NZ'],
  ['Cape Town', null, 'South Africa', 'ZA'],
  ['Lagos', null, 'Nigeria', 'NG'],
];

export const locationId = (city: string, code: string) =>
  `${code}-${city}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-');

/** The locations as rows of the locations table (the demo seed and a real deployment's reference data). */
export const LOCATION_ROWS = LOCATIONS.map(([city, region, country, code]) => ({
  id: locationId(city, code),
  city,
  region,
  country,
  countryCode: code,
}));

/** The languages (of LANGUAGES) people speak in each seeded country, the most spoken first. */
export const COUNTRY_LANGUAGES: Record<string, string[]> = {
  US: ['English', 'Spanish'],
  CA: ['English', 'French'],
  MX: ['Spanish'],
  BR: ['Portuguese'],
  AR: ['Spanish'],
  GB: ['English'],
  IE: ['English'],
  FR: ['French'],
  DE: ['German'],
  NL: ['Dutch', 'English'],
  ES: ['Spanish'],
  PT: ['Portuguese'],
  IT: ['Italian'],
  SE: ['English'],
  DK: ['English'],
  PL: ['English'],
  AE: ['English', 'Hindi'],
  IN: ['Hindi', 'English'],
  SG: ['English'],
  JP: ['Japanese'],
  KR: ['Korean'],
  AU: ['English'],
  NZ: ['English'],
  ZA: ['English'],
  NG: ['English'],
};
/** A second language is the country's other one, or English. */
export const languagesFor = (countryCode: string, bilingual: boolean) => {
  const [first = 'English', second = 'English'] = COUNTRY_LANGUAGES[countryCode] ?? [];
  return bilingual && second !== first ? [first, second] : [first];
};

export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch', 'pinterest'] as const;

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Lena',
  'Mateo',
  'Chloe',
  'Arjun',
  'Sofia',
  'Kai',
  'Amara',
  'Lucas',
  'Yuki',
  'Omar',
  'Isla',
  'Diego',
  'Priya',
  'Jonas',
  'Nina',
  'Leo',
  'Aisha',
  'Hugo',
  'Mila',
  'Ravi',
  'Elena',
  'Theo',
  'Hana',
  'Marco',
  'Freya',
  'Sami',
  'Clara',
  'Tariq',
  'Iris',
  'Felix',
  'Luna',
  'Jamal',
  'Ines',
  'Oscar',
];
export const LAST_NAMES = [
  'Bennett',
  'Okafor',
  'Silva',
  'Nguyen',
  'Kowalski',
  'Rossi',
  'Tanaka',
  'Fischer',
  'Moreau',
  'Patel',
  'Garcia',
  'Johansson',
  'Kim',
  'Haddad',
  "O'Brien",
  'Mendes',
  'Novak',
  'Andersen',
  'Reyes',
  'Sato',
  'Walker',
  'Dubois',
  'Schmidt',
  'Costa',
  'Larsen',
  'Ivanova',
  'Mensah',
  'Cohen',
  'Alvarez',
  'Brooks',
];
export const BIO_OPENERS = [
  'Sharing',
  'Documenting',
  'Obsessed with',
  'Your daily dose of',
  'Honest reviews of',
  'Exploring',
  'Making',
  'Teaching',
  'Chasing',
  'Building a community around',
];
export const BIO_CLOSERS = [
  'one post at a time.',
  'with a lot of coffee.',
  'for busy people.',
  'on a budget.',
  'without the fluff.',
  'from my tiny apartment.',
  'with my dog Biscuit.',
  'since 2016.',
  'and loving every minute.',
  'for the curious.',
];

export const REMOVAL_REASONS = [
  { id: 'not-a-fit', label: 'Not the right fit for this campaign' },
  { id: 'audience', label: 'Audience does not match our target' },
  { id: 'rates', label: 'Rates are outside our budget' },
  { id: 'availability', label: 'Not available for the campaign dates' },
  { id: 'content-quality', label: 'Content style or quality' },
  { id: 'unresponsive', label: 'Did not respond in time' },
  { id: 'other', label: 'Other' },
].map((r, sortOrder) => ({ ...r, sortOrder }));
