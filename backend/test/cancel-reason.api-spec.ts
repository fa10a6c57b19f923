import { createClub, createEvent, createSeries, type TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * A cancellation's reason (API.md section 13 and its decisions): optional, multi-line, at most
 * 300 characters, shown on the event, cleared on reinstate; a series date takes one the same way.
 * The mail that quotes it is tested in notifications.api-spec.ts.
 */
describe('POST /api/events/:id/cancel with a reason', () => {
  let t: TestApp;
  let club: TestClub;
  let admin: HttpClient;
  let member: HttpClient;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    admin = (await browserAs(t, club, 'clubadmin')).browser;
    member = (await browserAs(t, club, 'clubmember')).browser;
  });
  afterAll(() => t.close());

  it('keeps the reason, multi-line and trimmed, and shows it to members', async () => {
    const event = await createEvent(t.db, club, { inDays: 3 });
    const res = await admin.post(`/api/events/${event.id}/cancel`, {
      reason: '  The courts are flooded.\r\nSee you next week!\tBring a towel.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The courts are flooded.\r\nSee you next week!\tBring a towel.',
    });
    const seen = await member.get(`/api/events/${event.id}`);
    expect(seen.body.data.cancel_reason).toBe(
      'The courts are flooded.\r\nSee you next week!\tBring a towel.',
    );
    const listed = (await member.get('/api/events')).body.data.find((e: { id: string }) => e.id === event.id);
    expect(listed.cancel_reason).toBe('The courts are flooded.\r\nSee you next week!\tBring a towel.');
  });

  it('takes no body, an empty body, an empty or null reason: no reason', async () => {
    for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const event = await createEvent(t.db, club, { inDays: 3 });
      const res = await admin.post(`/api/events/${event.id}/cancel`, body);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: null });
    }
  });

  it('clears the reason on reinstate', async () => {
    const event = await createEvent(t.db, club, { inDays: 3 });
    await admin.post(`/api/events/${event.id}/cancel`, { reason: 'Rain' });
    const res = await admin.post(`/api/events/${event.id}/reinstate`);
    expect(res.body.data).toMatchObject({ status: 'scheduled', cancel_reason: null });
  });

  it('refuses a reason over 300 characters, control characters, bidi overrides and a non-string', async () => {
    const event = await createEvent(t.db, club, { inDays: 3 });
    const cases: [unknown, string][] = [
      ['x'.repeat(301), 'Reason must be at most 300 characters'],
      ['Rain\u0007', 'Reason contains characters that are not allowed'],
      ['Rain \u202Eniar', 'Reason contains characters that are not allowed'],
      [42, 'Reason contains characters that are not allowed'],
    ];
    for (const [reason, message] of cases) {
      const res = await admin.post(`/api/events/${event.id}/cancel`, { reason });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ reason: message });
    }
    expect((await admin.post(`/api/events/${event.id}/cancel`, { reason: 'é'.repeat(300) })).status).toBe(
      200,
    );
  });

  it('answers in Dutch for a Dutch browser', async () => {
    const event = await createEvent(t.db, club, { inDays: 3 });
    const res = await admin.post(
      `/api/events/${event.id}/cancel`,
      { reason: 'x'.repeat(301) },
      { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.reason).toBe('De reden mag hoogstens 300 tekens lang zijn');
  });

  it('cancels one date of a series with its reason, the other dates untouched', async () => {
    const series = await createSeries(t.db, club, { occurrences: 3 });
    const [first, second] = series.eventIds;
    const res = await admin.post(`/api/events/${second}/cancel`, { reason: 'Club championship final' });
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Club championship final' });
    expect((await member.get(`/api/events/${first}`)).body.data).toMatchObject({
      status: 'scheduled',
      cancel_reason: null,
    });
  });
});
