import { describe, expect, it } from 'vitest';
import { DELIVERABLE_TYPES, PLATFORMS } from '@schemas/brand-choices';
import { CAMPAIGN_STATUSES, MATCH_STATUSES } from '@schemas/campaign';
import { ZDeliverableStatus } from '@schemas/content';
import {
  CAMPAIGN_STATUS_LABELS,
  DELIVERABLE_STATUS_LABELS,
  deliverableName,
  deliverablesSummary,
  enumLabel,
  formatBps,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDay,
  formatDue,
  formatEventDateTime,
  formatEventTime,
  formatMoney,
  formatMoneyRange,
  formatRelative,
  hasTooManyDecimals,
  MATCH_STATUS_LABELS,
  matchHistoryLabel,
  moneyFieldText,
  parseMoney,
  platformLabel,
  rateRangeNote,
  SUBMISSION_STATUS_LABELS,
} from '../../../web/src/lib/format';

/** Intl puts narrow no-break spaces before AM/PM; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('shows whole amounts without cents and others with two by default', () => {
    expect(formatMoney(125_000)).toBe('$1,250');
    expect(formatMoney(125_050)).toBe('$1,250.50');
    expect(formatMoney(99, 'EUR')).toBe('€0.99');
  });

  it('keeps one precision for a column when asked', () => {
    expect(formatMoney(110_000, 'USD', 'cents')).toBe('$1,100.00');
    expect(formatMoney(0, 'USD', 'cents')).toBe('$0.00');
    expect(formatMoney(125_050, 'USD', 'whole')).toBe('$1,251');
  });

  it('shows a dash for an unknown amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });

  it('formats ranges with open ends', () => {
    expect(formatMoneyRange(50_000, 120_000)).toBe('$500–$1,200');
    expect(formatMoneyRange(50_000, null)).toBe('from $500');
    expect(formatMoneyRange(null, 120_000)).toBe('up to $1,200');
    expect(formatMoneyRange(null, null)).toBe('Rate on request');
  });

  it('writes a range whose ends are equal as one amount, not "$250.50–$250.50"', () => {
    expect(formatMoneyRange(25_050, 25_050)).toBe('$250.50');
  });

  it('parses typed amounts into minor units and refuses the rest', () => {
    expect(parseMoney('1,250.50')).toBe(125_050);
    expect(parseMoney('$80')).toBe(8_000);
    expect(parseMoney(' 12.5 ')).toBe(1_250);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12.345')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('ten')).toBeNull();
  });

  it('writes a saved amount into a field with its cents, which parses back to the same amount', () => {
    expect(moneyFieldText(25_050)).toBe('250.50');
    expect(moneyFieldText(125_005)).toBe('1250.05');
    expect(moneyFieldText(90_000)).toBe('900');
    expect(moneyFieldText(5)).toBe('0.05');
    expect(moneyFieldText(null)).toBe('');
    for (const cents of [1, 99, 100, 25_050, 125_005, 100_000_000])
      expect(parseMoney(moneyFieldText(cents))).toBe(cents);
  });

  it('tells an amount with more than two decimals from text that is no amount', () => {
    expect(hasTooManyDecimals('12.345')).toBe(true);
    expect(hasTooManyDecimals('1,250.505')).toBe(true);
    expect(hasTooManyDecimals('.125')).toBe(true);
    expect(hasTooManyDecimals('12.35')).toBe(false);
    expect(hasTooManyDecimals('ten')).toBe(false);
    expect(hasTooManyDecimals('1.2.345')).toBe(false);
  });

  it('notes an offer under a campaign’s range and an ask over it, and nothing else', () => {
    const range = { min: 30_000, max: 90_000, currency: 'USD' };
    expect(rateRangeNote({ ...range, cents: 1_235, side: 'offer' })).toBe(
      'This is under the campaign’s range of $300–$900. The creator may decline or counter; you can still send it.',
    );
    expect(rateRangeNote({ ...range, cents: 300_000, side: 'ask' })).toBe(
      'This is over the campaign’s range of $300–$900. The brand may offer less; you can still send it.',
    );
    expect(rateRangeNote({ ...range, cents: 30_000, side: 'offer' })).toBeNull();
    expect(rateRangeNote({ ...range, cents: 90_000, side: 'ask' })).toBeNull();
    expect(rateRangeNote({ ...range, cents: 300_000, side: 'offer' })).toBeNull();
    expect(rateRangeNote({ ...range, cents: 1_235, side: 'ask' })).toBeNull();
    expect(rateRangeNote({ ...range, cents: null, side: 'offer' })).toBeNull();
    expect(rateRangeNote({ min: 30_000, max: null, currency: 'USD', cents: 1_235, side: 'offer' })).toBe(
      'This is under the campaign’s lowest rate, $300. The creator may decline or counter; you can still send it.',
    );
    expect(rateRangeNote({ min: null, max: 250_000, currency: 'USD', cents: 300_000, side: 'ask' })).toBe(
      'This is over the campaign’s highest rate, $2,500. The brand may offer less; you can still send it.',
    );
    expect(rateRangeNote({ min: null, max: null, currency: 'USD', cents: 1, side: 'offer' })).toBeNull();
  });

  it('shows basis points as a percentage', () => {
    expect(formatBps(800)).toBe('8%');
    expect(formatBps(1250)).toBe('12.5%');
  });
});

describe('dates: one time-zone rule', () => {
  it('reads a date-only value as the same calendar day in every zone', () => {
    for (const timeZone of ['Pacific/Honolulu', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      expect(formatDate('2027-03-04', { timeZone })).toBe('Mar 4, 2027');
      expect(formatDay('2027-03-04', { timeZone })).toBe('Mar 4');
    }
  });

  it('reads a timestamp in the viewer’s zone', () => {
    const late = '2027-03-04T23:30:00Z';
    expect(formatDate(late, { timeZone: 'America/New_York' })).toBe('Mar 4, 2027');
    expect(formatDate(late, { timeZone: 'Europe/Berlin' })).toBe('Mar 5, 2027');
    expect(plain(formatDateTime(late, { timeZone: 'America/New_York' }))).toBe('Mar 4, 2027, 6:30 PM');
    expect(plain(formatDateTime(late, { timeZone: 'Asia/Tokyo' }))).toBe('Mar 5, 2027, 8:30 AM');
  });

  it('reads an event in the event’s own zone and names the zone', () => {
    expect(plain(formatEventTime('2026-06-14T13:00:00Z', '2026-06-14T16:00:00Z', 'Europe/Berlin'))).toBe(
      'Sun, Jun 14, 2026 · 3:00 PM – 6:00 PM GMT+2',
    );
    expect(plain(formatEventDateTime('2026-01-10T18:00:00Z', 'America/New_York'))).toBe('Jan 10, 2026, 1:00 PM EST');
  });

  it('shows a dash for a missing date and a phrase for missing dates of a range', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateRange(null, null)).toBe('Dates to be agreed');
    expect(formatDateRange('2027-03-04', '2027-04-01')).toBe('Mar 4, 2027 – Apr 1, 2027');
  });
});

describe('relative time', () => {
  const now = Date.parse('2027-03-04T12:00:00Z');

  it('says how long ago or until', () => {
    expect(formatRelative('2027-03-04T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2027-03-04T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2027-03-03T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2027-03-06T12:00:00Z', now)).toBe('in 2 days');
    expect(formatRelative(null, now)).toBe('never');
  });

  it('counts calendar days to a due date', () => {
    expect(formatDue('2027-03-04', now)).toBe('due today');
    expect(formatDue('2027-03-05', now)).toBe('due tomorrow');
    expect(formatDue('2027-03-09', now)).toBe('due in 5 days');
    expect(formatDue('2027-03-03', now)).toBe('1 day overdue');
    expect(formatDue('2027-03-01', now)).toBe('3 days overdue');
    expect(formatDue(null, now)).toBe('no due date');
  });
});

describe('labels', () => {
  const readable = (label: string | undefined) => {
    expect(label).toBeTruthy();
    expect(label).not.toMatch(/_/);
    expect(label!.charAt(0)).toBe(label!.charAt(0).toUpperCase());
  };

  it('has a readable label for every status of every enum, on both sides of a match', () => {
    for (const s of CAMPAIGN_STATUSES) readable(CAMPAIGN_STATUS_LABELS[s]);
    for (const s of MATCH_STATUSES) {
      readable(MATCH_STATUS_LABELS.brand[s]);
      readable(MATCH_STATUS_LABELS.creator[s]);
      readable(matchHistoryLabel(s));
    }
    for (const s of ZDeliverableStatus.options) readable(DELIVERABLE_STATUS_LABELS[s]);
    for (const p of PLATFORMS) readable(platformLabel(p));
  });

  it('names a deliverable status the same way for submissions and deliverables', () => {
    expect(DELIVERABLE_STATUS_LABELS.submitted).toBe('In review');
    expect(SUBMISSION_STATUS_LABELS.submitted).toBe(DELIVERABLE_STATUS_LABELS.submitted);
    expect(SUBMISSION_STATUS_LABELS.changes_requested).toBe(DELIVERABLE_STATUS_LABELS.changes_requested);
  });

  it('names deliverables platform first, type capitalised', () => {
    expect(deliverableName({ platform: 'instagram', type: 'reel' })).toBe('Instagram Reel');
    expect(deliverableName({ platform: 'tiktok', type: 'video' })).toBe('TikTok Video');
    for (const type of DELIVERABLE_TYPES) readable(deliverableName({ platform: 'youtube', type }));
  });

  it('sums up an offer’s deliverables by name and quantity, never as a count of "types"', () => {
    const offer = [
      { platform: 'instagram', type: 'reel', quantity: 1 },
      { platform: 'tiktok', type: 'video', quantity: 2 },
    ];
    expect(deliverablesSummary(offer)).toBe('1 × Instagram Reel, 2 × TikTok Video');
    expect(deliverablesSummary([])).toBe('');
  });

  it('turns other stored values into words', () => {
    expect(enumLabel('past_due')).toBe('Past due');
    expect(enumLabel('SUSPENDED')).toBe('Suspended');
    expect(platformLabel('mastodon')).toBe('Mastodon');
  });
});
