import { googleCalendarUrl, webcalUrl } from './webcal';

describe('webcalUrl', () => {
  it('swaps the https (or http) scheme for webcal and keeps the rest', () => {
    expect(webcalUrl('https://riverside.courtside.example/api/calendar/abc_-1.ics')).toBe(
      'webcal://riverside.courtside.example/api/calendar/abc_-1.ics',
    );
    expect(webcalUrl('http://riverside.localhost:3000/api/calendar/x.ics')).toBe(
      'webcal://riverside.localhost:3000/api/calendar/x.ics',
    );
  });
});

describe('googleCalendarUrl', () => {
  it("is Google Calendar's add-by-URL page with the https feed URL, encoded", () => {
    expect(googleCalendarUrl('https://riverside.courtside.example/api/calendar/a-b_c.ics')).toBe(
      'https://calendar.google.com/calendar/r?cid=https%3A%2F%2Friverside.courtside.example%2Fapi%2Fcalendar%2Fa-b_c.ics',
    );
  });
});
