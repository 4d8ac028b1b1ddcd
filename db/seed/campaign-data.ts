import type { DeliverableTemplate } from '../schema';

type Status =
  | 'invited'
  | 'applied'
  | 'proposed'
  | 'countered'
  | 'accepted'
  | 'contracted'
  | 'completed'
  | 'declined'
  | 'removed'
  | 'expired';
/** `submitted` is waiting for review inside the 3-day window; `overdue` was submitted before it and is approved by the scheduled handler. */
type DeliverableState = 'pending' | 'submitted' | 'overdue' | 'changes_requested' | 'approved' | 'published' | 'paid';

export type MatchSeed = {
  status: Status;
  creator?: 'casey';
  source?: 'invited' | 'applied';
  rateCents?: number;
  deliverables?: DeliverableState[];
};
export type CampaignSeed = {
  brand: 'acme' | 'northwind';
  title: string;
  brief: string;
  status: 'draft' | 'active' | 'completed' | 'archived';
  objectives: string[];
  platforms: string[];
  niches: string[];
  locations?: string[];
  visibility?: 'public' | 'invite_only';
  budgetCents: number;
  startsIn: number;
  days: number;
  deliverables: DeliverableTemplate[];
  matches: MatchSeed[];
};

const reel = (due_days: number, description = 'A 30–60 s reel showing the product in use.'): DeliverableTemplate => ({
  type: 'reel',
  platform: 'instagram',
  quantity: 1,
  due_days,
  description,
});
const video = (due_days: number, description = 'A 6–10 min honest review.'): DeliverableTemplate => ({
  type: 'video',
  platform: 'youtube',
  quantity: 1,
  due_days,
  description,
});
const story = (due_days: number): DeliverableTemplate => ({
  type: 'story',
  platform: 'instagram',
  quantity: 3,
  due_days,
  description: 'Three story frames with the link sticker.',
});
const tiktok = (due_days: number): DeliverableTemplate => ({
  type: 'video',
  platform: 'tiktok',
  quantity: 1,
  due_days,
  description: 'A short, punchy TikTok.',
});

const s = (status: Status, extra: Omit<MatchSeed, 'status'> = {}): MatchSeed => ({ status, ...extra });
const casey = (status: Status, deliverables?: DeliverableState[]): MatchSeed => ({
  status,
  creator: 'casey',
  source: 'invited',
  rateCents: 120_000,
  deliverables,
});

export const CAMPAIGN_SEEDS: CampaignSeed[] = [
  {
    brand: 'acme',
    title: 'Spring Trail Running Collection',
    status: 'active',
    objectives: ['awareness', 'engagement'],
    platforms: ['instagram', 'tiktok'],
    niches: ['Fitness', 'Outdoors'],
    locations: ['us-denver', 'us-seattle'],
    brief:
      'Show our new lightweight trail shoes and vests on your favourite spring runs. We care about real terrain, real mud and honest first impressions.',
    budgetCents: 2_500_000,
    startsIn: -10,
    days: 60,
    deliverables: [reel(14), story(10)],
    matches: [
      casey('invited'),
      s('applied'),
      s('applied'),
      s('applied'),
      s('invited'),
      s('invited'),
      s('proposed'),
      s('declined', { source: 'applied' }),
      s('expired'),
    ],
  },
  {
    brand: 'acme',
    title: 'Backcountry Camping Essentials',
    status: 'active',
    objectives: ['content', 'engagement'],
    platforms: ['youtube', 'instagram'],
    niches: ['Outdoors', 'Travel'],
    brief:
      'A weekend in the backcountry with our ultralight tent, stove and sleep system. Pack list, set-up and a night-time review.',
    budgetCents: 3_000_000,
    startsIn: -5,
    days: 75,
    deliverables: [video(21), reel(14)],
    matches: [casey('proposed'), s('applied'), s('applied'), s('accepted'), s('contracted'), s('removed')],
  },
  {
    brand: 'acme',
    title: 'Summit Jacket Launch',
    status: 'active',
    objectives: ['launch', 'awareness'],
    platforms: ['instagram', 'youtube'],
    niches: ['Outdoors', 'Fashion'],
    brief:
      'Launch of the Summit shell jacket: waterproof, breathable and built for alpine starts. Show it in real weather.',
    budgetCents: 4_000_000,
    startsIn: 0,
    days: 45,
    deliverables: [reel(10), video(20)],
    matches: [casey('accepted'), s('contracted'), s('contracted'), s('applied'), s('invited')],
  },
  {
    brand: 'acme',
    title: 'Hydration Pack Field Test',
    status: 'active',
    objectives: ['content'],
    platforms: ['instagram', 'tiktok'],
    niches: ['Fitness', 'Outdoors'],
    brief: 'Put the Flow 12 hydration pack through a long day out. We want the honest good and bad.',
    budgetCents: 1_500_000,
    startsIn: -14,
    days: 40,
    deliverables: [reel(18), tiktok(24)],
    matches: [
      casey('contracted', ['pending', 'pending']),
      s('contracted', { deliverables: ['submitted', 'pending'] }),
      s('applied'),
      s('applied'),
    ],
  },
  {
    brand: 'acme',
    title: 'Winter Layers Lookbook',
    status: 'active',
    objectives: ['content', 'awareness'],
    platforms: ['instagram'],
    niches: ['Fashion', 'Outdoors'],
    brief: 'Three ways to layer for cold mornings, with our merino base layers and the Ridge fleece.',
    budgetCents: 1_800_000,
    startsIn: -20,
    days: 50,
    deliverables: [reel(12), story(16)],
    matches: [
      casey('contracted', ['changes_requested', 'pending']),
      s('contracted', { deliverables: ['approved', 'submitted'] }),
      s('declined', { source: 'invited' }),
    ],
  },
  {
    brand: 'acme',
    title: 'National Parks Road Trip',
    status: 'active',
    objectives: ['awareness', 'traffic'],
    platforms: ['youtube', 'instagram'],
    niches: ['Travel', 'Outdoors', 'Photography'],
    brief:
      'A road trip through three national parks with Acme gear in the trunk. Scenery, camp life and the gear that made it easy.',
    budgetCents: 3_500_000,
    startsIn: -25,
    days: 70,
    deliverables: [video(15), reel(20)],
    matches: [
      casey('contracted', ['approved', 'pending']),
      s('contracted', { deliverables: ['published', 'approved'] }),
      s('invited'),
    ],
  },
  {
    brand: 'acme',
    title: 'Trail Mix & Bottles Collab',
    status: 'active',
    objectives: ['conversions'],
    platforms: ['instagram'],
    niches: ['Food', 'Outdoors'],
    brief: 'Our insulated bottles on the trail with your favourite trail snacks. Include the discount code ACMETRAIL.',
    budgetCents: 900_000,
    startsIn: -30,
    days: 45,
    deliverables: [reel(8), story(12)],
    matches: [casey('contracted', ['published', 'approved']), s('completed'), s('expired', { source: 'applied' })],
  },
  {
    brand: 'acme',
    title: 'Fall Hiking Boots 2026',
    status: 'completed',
    objectives: ['awareness'],
    platforms: ['instagram', 'youtube'],
    niches: ['Outdoors'],
    brief: 'Our Granite boots on fall hikes: fit, grip and comfort after 20 km.',
    budgetCents: 2_000_000,
    startsIn: -120,
    days: 60,
    deliverables: [reel(14)],
    matches: [s('completed'), s('completed'), s('completed'), s('declined', { source: 'applied' })],
  },
  {
    brand: 'acme',
    title: 'Holiday Gift Guide',
    status: 'draft',
    objectives: ['conversions'],
    platforms: ['instagram'],
    niches: ['Outdoors', 'Home & Decor'],
    brief: 'Gift ideas for the outdoorsy people in your life.',
    budgetCents: 1_200_000,
    startsIn: 30,
    days: 40,
    deliverables: [reel(10)],
    matches: [],
  },
  {
    brand: 'acme',
    title: 'Ski Season 2025',
    status: 'archived',
    objectives: ['awareness'],
    platforms: ['youtube'],
    niches: ['Sports', 'Outdoors'],
    brief: 'Last season’s ski touring series.',
    budgetCents: 2_200_000,
    startsIn: -300,
    days: 90,
    deliverables: [video(20)],
    matches: [s('completed'), s('completed')],
  },
  {
    brand: 'northwind',
    title: 'Farm-to-Table Snack Box',
    status: 'active',
    objectives: ['awareness', 'conversions'],
    platforms: ['instagram', 'tiktok'],
    niches: ['Food', 'Wellness'],
    brief: 'Unbox our seasonal snack box and tell the story of the farms behind it.',
    budgetCents: 1_000_000,
    startsIn: -7,
    days: 45,
    deliverables: [reel(10), tiktok(14)],
    matches: [
      s('applied'),
      s('applied'),
      s('invited'),
      s('invited'),
      s('contracted', { deliverables: ['overdue', 'pending'] }),
    ],
  },
  {
    brand: 'northwind',
    title: 'Summer Smoothie Series',
    status: 'draft',
    objectives: ['content'],
    platforms: ['tiktok'],
    niches: ['Food'],
    brief: 'Three smoothie recipes with Northwind oats.',
    budgetCents: 600_000,
    startsIn: 40,
    days: 30,
    deliverables: [tiktok(10)],
    matches: [],
  },
  {
    brand: 'northwind',
    title: 'Harvest Recipes',
    status: 'completed',
    objectives: ['content'],
    platforms: ['instagram'],
    niches: ['Food'],
    brief: 'Autumn recipes with our harvest granola.',
    budgetCents: 800_000,
    startsIn: -150,
    days: 40,
    deliverables: [reel(10)],
    matches: [s('completed')],
  },
];

export const PITCH_MESSAGES = [
  'I run trails five days a week and my audience asks me about gear constantly — I would love to put yours to the test.',
  'Big fan of Acme! I can shoot this in the mountains next month with golden-hour light.',
  'My followers are mostly weekend adventurers aged 25–34; this campaign is a perfect fit for my content.',
  'I have reviewed similar products before and my honest reviews perform really well. Happy to share stats.',
  'I can deliver early and include a behind-the-scenes story set at no extra cost.',
];
