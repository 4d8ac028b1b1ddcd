import { describe, expect, it } from 'vitest';
import { ZCreatorEvent, ZCreatorEventList } from '../../worker/schemas/creator-events';
import {
  ZCreatorDashboard,
  ZCreatorDeliverableDetail,
  ZCreatorDeliverableList,
} from '../../worker/schemas/creator-work';
import { CREATOR, OWNER, as } from './accounts';
import { newCreator, rsvp } from './creator-helpers';

describe('creator dashboard', () => {
  it('lists what needs doing now for the demo creator, most urgent first, with dates and money', async () => {
    const dash = ZCreatorDashboard.parse((await as(CREATOR).get('/influencer/dashboard/')).json);
    const kinds = dash.todo.map((t) => t.kind);
    expect(kinds[0]).toBe('changes_requested');
    for (const kind of ['contract', 'offer', 'deliverable', 'invitation', 'reconnect_account'] as const)
      expect(kinds).toContain(kind);
    expect(kinds.indexOf('contract')).toBeLessThan(kinds.indexOf('invitation'));
    const due = dash.todo.filter((t) => t.kind === 'deliverable');
    expect(due.every((t) => t.due_date && t.deliverable_id)).toBe(true);
    expect(due.map((t) => t.due_date)).toEqual([...due.map((t) => t.due_date)].sort());
    expect(dash.todo.find((t) => t.kind === 'reconnect_account')!.title).toMatch(/TikTok/);
    expect(dash.counts.active_campaigns).toBeGreaterThanOrEqual(4);
    expect(dash.payments.find((p) => p.currency === 'USD')!.in_escrow_cents).toBeGreaterThan(0);
    expect(dash.upcoming_events.map((e) => e.title)).toContain('Trail Running Meetup — Denver');
  });

  it('starts a new creator with only their profile to finish', async () => {
    const creator = await newCreator({ approved: false });
    const dash = ZCreatorDashboard.parse((await creator.as.get('/influencer/dashboard/')).json);
    expect(dash.todo.map((t) => t.kind)).toEqual(['complete_profile']);
    expect(dash.payments).toEqual([]);
    expect(await as(OWNER).get('/influencer/dashboard/')).toAnswer(403);
  });
});

describe('creator deliverables', () => {
  it('lists due work soonest first and filters by status', async () => {
    const all = ZCreatorDeliverableList.parse(
      (await as(CREATOR).get('/influencer/deliverables/', { query: { page_size: '100' } })).json,
    );
    const dates = all.results.map((d) => d.due_date).filter(Boolean);
    expect(dates).toEqual([...dates].sort());
    const changes = ZCreatorDeliverableList.parse(
      (await as(CREATOR).get('/influencer/deliverables/', { query: { status: 'changes_requested' } })).json,
    );
    expect(changes.results.map((d) => d.campaign_title)).toContain('Winter Layers Lookbook');
    expect(changes.results.every((d) => d.status === 'changes_requested')).toBe(true);
    expect(await as(CREATOR).get('/influencer/deliverables/', { query: { status: 'late' } })).toAnswer(400);
  });

  it('shows one deliverable with its money and review rules, only to its creator', async () => {
    const [first] = ZCreatorDeliverableList.parse(
      (await as(CREATOR).get('/influencer/deliverables/', { query: { status: 'pending' } })).json,
    ).results;
    const detail = ZCreatorDeliverableDetail.parse(
      (await as(CREATOR).get('/influencer/deliverables/:id/', { param: { id: first!.id } })).json,
    );
    expect(detail).toMatchObject({
      id: first!.id,
      brand_name: 'Acme Outdoors',
      currency: 'USD',
      review_window_days: 3,
      can_submit: true,
    });
    expect(detail.rate_cents).toBeGreaterThan(0);
    const other = await newCreator();
    expect(await other.as.get('/influencer/deliverables/:id/', { param: { id: first!.id } })).toAnswer(404);
    expect((await other.as.get('/influencer/deliverables/')).json.count).toBe(0);
  });
});

describe('brand events and RSVP', () => {
  it('lists upcoming and past events with spots, and the ones I am going to', async () => {
    const upcoming = ZCreatorEventList.parse((await as(CREATOR).get('/influencer/events/')).json);
    const starts = upcoming.results.map((e) => e.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.results.find((e) => e.title === 'Trail Running Meetup — Denver')).toMatchObject({
      my_rsvp: 'going',
      capacity: 30,
    });
    const past = ZCreatorEventList.parse(
      (await as(CREATOR).get('/influencer/events/', { query: { when: 'past' } })).json,
    );
    expect(past.results.every((e) => e.is_past)).toBe(true);
    const going = ZCreatorEventList.parse(
      (await as(CREATOR).get('/influencer/events/', { query: { when: 'going' } })).json,
    );
    expect(going.results.every((e) => e.my_rsvp === 'going' && !e.is_past)).toBe(true);
    expect(await as(CREATOR).raw('/api/influencer/events/?when=someday')).toAnswer(400);
  });

  it('takes a spot, gives it back, and refuses a full or past event', async () => {
    const events = ZCreatorEventList.parse(
      (await as(CREATOR).get('/influencer/events/', { query: { page_size: '100' } })).json,
    ).results;
    const dinner = events.find((e) => e.title === 'Farm-to-Table Creator Dinner')!;
    const creator = await newCreator();
    const going = ZCreatorEvent.parse((await rsvp(creator.as, dinner.id, 'going')).json);
    expect(going).toMatchObject({
      my_rsvp: 'going',
      going_count: dinner.going_count + 1,
      spots_left: dinner.spots_left! - 1,
    });
    expect((await rsvp(creator.as, dinner.id, 'going')).json.going_count).toBe(dinner.going_count + 1);
    const notGoing = await rsvp(creator.as, dinner.id, 'not_going');
    expect(notGoing.json).toMatchObject({ my_rsvp: 'not_going', going_count: dinner.going_count });

    const swap = events.find((e) => e.title === 'Gear Swap & Film Night')!;
    expect(swap.spots_left).toBe(0);
    const full = await rsvp(creator.as, swap.id, 'going');
    expect(full.status).toBe(409);
    expect(full.error.detail).toMatch(/full/);
    expect(await rsvp(creator.as, swap.id, 'not_going')).toAnswer(200);

    const [past] = ZCreatorEventList.parse(
      (await creator.as.get('/influencer/events/', { query: { when: 'past' } })).json,
    ).results;
    expect(await rsvp(creator.as, past!.id, 'going')).toAnswer(409);
    expect(await creator.as.raw(`/api/influencer/events/${dinner.id}/rsvp/`, { body: { status: 'maybe' } })).toAnswer(
      400,
    );
    expect(await rsvp(creator.as, crypto.randomUUID(), 'going')).toAnswer(404);
  });
});
