import { webcalUrl } from './webcal';

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
