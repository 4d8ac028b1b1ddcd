import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ZCreatorEvent, ZCreatorEventList } from '../../worker/schemas/creator-events';
import { ZAttendeeList, ZInternalEvent, ZInternalEventList } from '../../worker/schemas/internal-events';
import { CREATOR, OWNER, STAFF, STRATEGIST, as, tokenOf } from './accounts';
import { newCreator, readyCreator, rsvp } from './creator-helpers';
import { freeBrand } from './brand-helpers';
import type { Client } from './api';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const acmeId = async () => {
  const me = await as(STRATEGIST).get('/auth/me/');
  return (me.json.managed_brands as { id: string; name: string }[]).find((b) => b.name === 'Acme Outdoors')!.id;
};

const draft = async (over: Record<string, unknown> = {}) => {
  const body = {
    brand_id: await acmeId(),
    title: `Trail clean-up ${crypto.randomUUID().slice(0, 6)}`,
    description: 'Pick up, then pizza.',
    location: 'Boulder trailhead',
    starts_at: inHours(1),
    ends_at: inHours(3),
    time_zone: 'America/Denver',
    capacity: 1,
    ...over,
  };
  const res = await as(STRATEGIST).post('/internal/events/', { json: body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return ZInternalEvent.parse(res.json);
};

const published = async (over: Record<string, unknown> = {}) => {
  const event = await draft(over);
  const res = await as(STRATEGIST).post('/internal/events/:id/publish/', { param: { id: event.id } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ZInternalEvent.parse(res.json);
};

const visibleTitles = async (as: Client) =>
  ZCreatorEventList.parse((await as.get('/influencer/events/', { query: { page_size: '100' } })).json).results.map(
    (e) => e.title,
  );

describe('internal events: happy paths', () => {
  it('a draft is invisible to creators; once published they see it, RSVP, join the waitlist and get checked in', async () => {
    const event = await draft();
    expect(event.status).toBe('draft');
    const first = await newCreator();
    const second = await newCreator();
    expect(await visibleTitles(first.as)).not.toContain(event.title);
    expect(await first.as.get('/influencer/events/:id/', { param: { id: event.id } })).toAnswer(404);

    await as(STRATEGIST).post('/internal/events/:id/publish/', { param: { id: event.id } });
    expect(await visibleTitles(first.as)).toContain(event.title);
    expect(await rsvp(first.as, event.id, 'going')).toAnswer(200);
    expect(await rsvp(second.as, event.id, 'going')).toAnswer(409);
    const waiting = await rsvp(second.as, event.id, 'waitlist');
    expect(ZCreatorEvent.parse(waiting.json).my_rsvp).toBe('waitlist');

    const attendees = ZAttendeeList.parse(
      (await as(STRATEGIST).get('/internal/events/:id/attendees/', { param: { id: event.id } })).json,
    ).results;
    expect(attendees.map((a) => [a.email, a.status])).toEqual([
      [first.email, 'going'],
      [second.email, 'waitlist'],
    ]);
    // Full: the waitlist waits; with one more place the organiser moves them up.
    expect(
      await as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/promote/', {
        param: { id: event.id, creatorId: second.profileId },
      }),
    ).toAnswer(409);
    const edit = await as(STRATEGIST).put('/internal/events/:id/', {
      param: { id: event.id },
      json: { ...event, capacity: 2 },
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    const promoted = await as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/promote/', {
      param: { id: event.id, creatorId: second.profileId },
    });
    expect(ZAttendeeList.parse(promoted.json).results.every((a) => a.status === 'going')).toBe(true);

    const checked = await as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/check-in/', {
      param: { id: event.id, creatorId: first.profileId },
    });
    expect(checked.status).toBe(200);
    expect(
      ZAttendeeList.parse(checked.json).results.find((a) => a.creator_id === first.profileId)?.checked_in_at,
    ).toBeTruthy();
    expect(
      await as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/check-in/', {
        param: { id: event.id, creatorId: first.profileId },
      }),
    ).toAnswer(409);

    const list = ZInternalEventList.parse((await as(STRATEGIST).get('/internal/events/')).json).results.find(
      (e) => e.id === event.id,
    )!;
    expect(list.counts).toEqual({ going: 2, waitlist: 0, declined: 0, checked_in: 1 });
  });

  it('exports attendees as CSV without spreadsheet formulas', async () => {
    const event = await published({ capacity: null });
    const creator = await newCreator();
    await rsvp(creator.as, event.id, 'going');
    const res = await SELF.fetch(`http://localhost/api/internal/events/${event.id}/attendees.csv`, {
      headers: { authorization: `Bearer ${await tokenOf(STRATEGIST)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, row] = (await res.text()).trim().split('\r\n');
    expect(header).toBe('"Name","E-mail","Status","Answered at","Checked in at"');
    expect(row).toContain(`"${creator.email}","going"`);
  });

  it('audiences: a niche, a location or an invited list decide which creators see it', async () => {
    const outdoors = await readyCreator('Outdoors');
    const food = await readyCreator('Food');
    const byNiche = await published({ audience: 'niche', audience_niches: ['Food'] });
    expect(await visibleTitles(food.as)).toContain(byNiche.title);
    expect(await visibleTitles(outdoors.as)).not.toContain(byNiche.title);
    const byPlace = await published({ audience: 'location', audience_location_ids: ['us-denver'] });
    expect(await visibleTitles(outdoors.as)).toContain(byPlace.title);
    const elsewhere = await published({ audience: 'location', audience_location_ids: ['gb-london'] });
    expect(await visibleTitles(outdoors.as)).not.toContain(elsewhere.title);
    const invited = await published({ audience: 'invited', invited_creator_ids: [food.profileId] });
    expect(await visibleTitles(food.as)).toContain(invited.title);
    expect(await visibleTitles(outdoors.as)).not.toContain(invited.title);
    expect(await rsvp(outdoors.as, invited.id, 'going')).toAnswer(404);
  });

  it('cancelling notifies everyone who RSVP’d, once; they still see it, marked cancelled', async () => {
    const event = await published({ capacity: null });
    const creator = await newCreator();
    await rsvp(creator.as, event.id, 'going');
    const res = await as(STRATEGIST).post('/internal/events/:id/cancel/', { param: { id: event.id } });
    expect(ZInternalEvent.parse(res.json).status).toBe('cancelled');
    expect(await as(STAFF).post('/internal/events/:id/cancel/', { param: { id: event.id } })).toAnswer(409);
    const notes = (await creator.as.get('/notification/my/', { query: { all: 'true' } })).json as {
      kind: string;
      title: string;
    }[];
    expect(notes.filter((n) => n.kind === 'event.cancelled' && n.title.includes(event.title))).toHaveLength(1);
    const seen = ZCreatorEvent.parse(
      (await creator.as.get('/influencer/events/:id/', { param: { id: event.id } })).json,
    );
    expect(seen.is_cancelled).toBe(true);
    expect(await rsvp(creator.as, event.id, 'going')).toAnswer(409);
    const stranger = await newCreator();
    expect(await visibleTitles(stranger.as)).not.toContain(event.title);
  });

  it('seeded events keep working for creators', async () => {
    expect(await visibleTitles(as(CREATOR))).toContain('Trail Running Meetup — Denver');
  });
});

describe('internal events: errors', () => {
  it('refuses bad bodies with field errors', async () => {
    const brand_id = await acmeId();
    const base = { brand_id, title: 'Meetup', starts_at: inHours(5), ends_at: inHours(6) };
    for (const [body, field] of [
      [{ ...base, ends_at: inHours(4) }, 'ends_at'],
      [{ ...base, time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ ...base, online_url: 'javascript:alert(1)' }, 'online_url'],
      [{ ...base, audience: 'niche' }, 'audience_niches'],
      // A niche no profile has ("outdoors" for "Outdoors") would publish an event no creator can see.
      [{ ...base, audience: 'niche', audience_niches: ['outdoors'] as string[] }, 'audience_niches'],
      [{ ...base, audience: 'invited' }, 'invited_creator_ids'],
      [{ ...base, capacity: 0 }, 'capacity'],
      [{ ...base, title: '' }, 'title'],
    ] as const) {
      const res = await as(STRATEGIST).post('/internal/events/', { json: body });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.error.fields ?? {}), field).toContain(field);
    }
    expect(await as(STRATEGIST).raw('/api/internal/events/', { rawBody: '{oops' })).toAnswer(400);
  });

  it('state conflicts are 409: publishing twice, editing a cancelled event, capacity below those going', async () => {
    const event = await published({ capacity: 5 });
    expect(await as(STRATEGIST).post('/internal/events/:id/publish/', { param: { id: event.id } })).toAnswer(409);
    const a = await newCreator();
    const b = await newCreator();
    await rsvp(a.as, event.id, 'going');
    await rsvp(b.as, event.id, 'going');
    expect(
      await as(STRATEGIST).put('/internal/events/:id/', {
        param: { id: event.id },
        json: { ...event, capacity: 1 },
      }),
    ).toAnswer(409);
    await as(STRATEGIST).post('/internal/events/:id/cancel/', { param: { id: event.id } });
    expect(await as(STRATEGIST).put('/internal/events/:id/', { param: { id: event.id }, json: event })).toAnswer(409);
    expect(
      await as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/check-in/', {
        param: { id: event.id, creatorId: a.profileId },
      }),
    ).toAnswer(409);
  });

  it('check-in opens on the day only', async () => {
    const later = await published({ starts_at: inHours(48), ends_at: inHours(50), capacity: null });
    const creator = await newCreator();
    await rsvp(creator.as, later.id, 'going');
    expect(
      await as(STRATEGIST).post('/internal/events/:id/attendees/:creatorId/check-in/', {
        param: { id: later.id, creatorId: creator.profileId },
      }),
    ).toAnswer(409);
  });
});

describe('internal events: security', () => {
  it('a strategist cannot create, read or change events of a brand they do not manage (404); staff can', async () => {
    const other = await freeBrand();
    const body = { brand_id: other.brandId, title: 'Not yours', starts_at: inHours(5), ends_at: inHours(6) };
    expect(await as(STRATEGIST).post('/internal/events/', { json: body })).toAnswer(404);
    const staffEvent = await as(STAFF).post('/internal/events/', { json: body });
    expect(staffEvent.status).toBe(201);
    const id = staffEvent.json.id as string;
    expect(await as(STRATEGIST).get('/internal/events/:id/', { param: { id } })).toAnswer(404);
    expect(await as(STRATEGIST).post('/internal/events/:id/publish/', { param: { id } })).toAnswer(404);
    expect(await as(STRATEGIST).post('/internal/events/:id/cancel/', { param: { id } })).toAnswer(404);
    expect(await as(STRATEGIST).put('/internal/events/:id/', { param: { id }, json: body })).toAnswer(404);
    const creatorId = (await newCreator()).profileId;
    for (const move of ['promote', 'check-in'] as const)
      expect(
        await as(STRATEGIST).post(`/internal/events/:id/attendees/:creatorId/${move}/`, {
          param: { id, creatorId },
        }),
      ).toAnswer(404);
    expect(await as(STRATEGIST).get('/internal/events/:id/attendees/', { param: { id } })).toAnswer(404);
    expect(
      await SELF.fetch(`http://localhost/api/internal/events/${id}/attendees.csv`, {
        headers: { authorization: `Bearer ${await tokenOf(STRATEGIST)}` },
      }),
    ).toAnswer(404);
    const mine = ZInternalEventList.parse(
      (await as(STRATEGIST).get('/internal/events/', { query: { when: 'all' } })).json,
    );
    expect(mine.results.some((e) => e.id === id)).toBe(false);
  });

  it('brands and creators never reach internal event endpoints', async () => {
    const event = await draft();
    for (const who of [OWNER, CREATOR]) {
      expect(await as(who).get('/internal/events/')).toAnswer(403);
      expect(await as(who).post('/internal/events/:id/publish/', { param: { id: event.id } })).toAnswer(403);
      expect(await as(who).get('/internal/events/:id/attendees/', { param: { id: event.id } })).toAnswer(403);
    }
  });
});
