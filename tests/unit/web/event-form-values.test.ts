import { describe, expect, it } from 'vitest';
import {
  createEventSchema,
  eventFormValues,
  updateEventSchema,
} from '@/features/internal-events/components/event-form-values';

const BRAND_ID = '11111111-1111-4111-8111-111111111111';
const filled = () => ({
  ...eventFormValues(undefined, BRAND_ID, 'Europe/Berlin'),
  title: 'Summer meetup',
  starts_at: '2026-12-01T18:00',
  ends_at: '2026-12-01T21:00',
  capacity: '40',
  audience: 'niche' as const,
  audience_niches: ['Outdoors', 'Fitness'],
});

describe('event form values', () => {
  it('become the API request: ISO times, a number capacity, a niche list and the brand on create only', () => {
    const created = createEventSchema.parse(filled());
    expect(created).toMatchObject({
      brand_id: BRAND_ID,
      title: 'Summer meetup',
      starts_at: new Date('2026-12-01T18:00').toISOString(),
      capacity: 40,
      online_url: null,
      audience_niches: ['Outdoors', 'Fitness'],
      time_zone: 'Europe/Berlin',
    });
    expect(updateEventSchema.parse(filled())).not.toHaveProperty('brand_id');
  });

  it('take niches from the profiles’ list only: one spelt otherwise would reach no creator', () => {
    const result = createEventSchema.safeParse({ ...filled(), audience_niches: ['outdoors'] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['audience_niches', 'Choose niches from the list.'],
    ]);
  });

  it('ask for a missing start and end in words, not as a date format', () => {
    const result = createEventSchema.safeParse({ ...filled(), starts_at: '', ends_at: '' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toMatchObject({
      starts_at: 'Choose the day and time the event starts.',
      ends_at: 'Choose the day and time the event ends.',
    });
  });

  it('report the worker schema’s problems under the form’s field names', () => {
    const result = createEventSchema.safeParse({
      ...filled(),
      title: 'x',
      ends_at: '2026-12-01T17:00',
      audience_niches: [],
      capacity: '0',
    });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      title: 'Give the event a title of at least 3 characters.',
      capacity: 'At least one place.',
    });
    // Cross-field checks run once the fields themselves are valid.
    const crossed = createEventSchema.safeParse({ ...filled(), ends_at: '2026-12-01T17:00', audience_niches: [] });
    expect(Object.fromEntries(crossed.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      ends_at: 'The event must end after it starts.',
      audience_niches: 'Pick at least one niche.',
    });
  });
});
