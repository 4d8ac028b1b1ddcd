import type { TCampaignMetrics, TMetricFigures } from '../../schemas/metrics';

type Cell = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text starting with = + - @ (or a
 * tab/CR) is prefixed with ' so a spreadsheet shows it instead of running it as a formula.
 */
const csvField = (value: Cell) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const money = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

const FIGURE_HEADERS = [
  'posts',
  'views',
  'impressions',
  'reach',
  'likes',
  'comments',
  'shares',
  'saves',
  'engagements',
  'engagement_rate_pct',
  'spend',
  'cpm',
  'cpe',
  'emv',
];
const figureCells = (f: TMetricFigures): Cell[] => [
  f.posts,
  f.views,
  f.impressions,
  f.reach,
  f.likes,
  f.comments,
  f.shares,
  f.saves,
  f.engagements,
  f.engagement_rate,
  money(f.spend_cents),
  money(f.cpm_cents),
  money(f.cpe_cents),
  money(f.emv_cents),
];

/** The metrics report as CSV: one line per post, then the campaign total. Money in the campaign's currency units. */
export const metricsCsv = (m: TCampaignMetrics) => {
  const header = [
    'creator',
    'deliverable',
    'platform',
    'post_url',
    'published_at',
    'measured_on',
    'source',
    ...FIGURE_HEADERS,
    'currency',
  ];
  const lines: Cell[][] = [
    header,
    ...m.deliverables.map((d) => [
      d.creator.name,
      d.type,
      d.platform,
      d.post_url,
      d.published_at,
      d.measured_on,
      d.source,
      ...figureCells(d.figures),
      m.campaign.currency,
    ]),
    ['Total', null, null, null, null, m.last_measured_on, null, ...figureCells(m.totals), m.campaign.currency],
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
};

/** A file name safe in a Content-Disposition header: the campaign title's letters and digits. */
export const csvFilename = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'campaign'
  }-metrics.csv`;
